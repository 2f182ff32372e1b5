import { circle, COLORS, el, group, line, path, rect, text } from './svg';

/**
 * Small drawn objects the article illustrations are built from (house, wind turbine, pylon, lamp,
 * meter …). Each takes a position and a size and returns an SVG group; none carries a figure.
 */

const stroke = (color: string = COLORS.ink, width = 4) => ({
  stroke: color,
  'stroke-width': width,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
});

export function windTurbine(x: number, y: number, height: number, rotation = 0): string {
  const hub = y - height;
  const blade = height * 0.48;
  const blades = [0, 120, 240].map((angle) =>
    path(`M${x} ${hub} L${x - blade * 0.08} ${hub - blade * 0.25} L${x} ${hub - blade} L${x + blade * 0.08} ${hub - blade * 0.25} Z`, {
      fill: COLORS.paper,
      ...stroke(COLORS.ink, 3),
      transform: `rotate(${angle + rotation} ${x} ${hub})`,
    }),
  );
  return group([
    path(`M${x - height * 0.035} ${y} L${x - height * 0.015} ${hub} L${x + height * 0.015} ${hub} L${x + height * 0.035} ${y} Z`, {
      fill: COLORS.paper,
      ...stroke(COLORS.ink, 3),
    }),
    ...blades,
    circle(x, hub, height * 0.03, { fill: COLORS.ink }),
  ]);
}

/** A lattice pylon with two cross-arms. */
export function pylon(x: number, y: number, height: number): string {
  const top = y - height;
  const w = height * 0.16;
  return group(
    [
      path(`M${x - w} ${y} L${x} ${top} L${x + w} ${y}`, { fill: 'none', ...stroke(COLORS.ink, 4) }),
      line(x - w * 0.55, y - height * 0.35, x + w * 0.55, y - height * 0.35, stroke(COLORS.ink, 3)),
      line(x - w * 0.78, y - height * 0.12, x + w * 0.4, y - height * 0.55, stroke(COLORS.ink, 2)),
      line(x + w * 0.78, y - height * 0.12, x - w * 0.4, y - height * 0.55, stroke(COLORS.ink, 2)),
      line(x - w * 1.6, top + height * 0.15, x + w * 1.6, top + height * 0.15, stroke(COLORS.ink, 4)),
      line(x - w * 1.2, top + height * 0.32, x + w * 1.2, top + height * 0.32, stroke(COLORS.ink, 4)),
    ],
    {},
  );
}

/** A house seen from the front: walls, roof, door, two windows. */
export function house(x: number, y: number, width: number, height: number, wall: string = COLORS.paper): string {
  const roof = height * 0.45;
  return group([
    rect(x, y - height + roof, width, height - roof, { fill: wall, ...stroke() }),
    path(`M${x - width * 0.08} ${y - height + roof} L${x + width / 2} ${y - height} L${x + width * 1.08} ${y - height + roof} Z`, {
      fill: COLORS.red,
      ...stroke(),
    }),
    rect(x + width * 0.42, y - (height - roof) * 0.55, width * 0.16, (height - roof) * 0.55, { fill: COLORS.amberSoft, ...stroke(COLORS.ink, 3) }),
    rect(x + width * 0.12, y - (height - roof) * 0.78, width * 0.2, width * 0.16, { fill: COLORS.blueSoft, ...stroke(COLORS.ink, 3) }),
    rect(x + width * 0.68, y - (height - roof) * 0.78, width * 0.2, width * 0.16, { fill: COLORS.blueSoft, ...stroke(COLORS.ink, 3) }),
  ]);
}

/** Solar panels on a sloping roof line from (x1, y1) to (x2, y2). */
export function solarPanels(x1: number, y1: number, x2: number, y2: number, count: number): string {
  const panels: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = i / count + 0.02;
    const t1 = (i + 1) / count - 0.02;
    const [ax, ay] = [x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0];
    const [bx, by] = [x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1];
    panels.push(path(`M${ax} ${ay} L${bx} ${by} L${bx + 8} ${by + 26} L${ax + 8} ${ay + 26} Z`, { fill: COLORS.blue, ...stroke(COLORS.ink, 2) }));
  }
  return group(panels);
}

/** A light bulb, optionally lit. */
export function bulb(cx: number, cy: number, size: number, lit = true): string {
  const r = size / 2;
  const rays = lit
    ? [-60, -30, 0, 30, 60, 180 + 30, 180 - 30].map((deg) => {
        const rad = ((deg - 90) * Math.PI) / 180;
        return line(
          cx + Math.cos(rad) * r * 1.35,
          cy + Math.sin(rad) * r * 1.35,
          cx + Math.cos(rad) * r * 1.75,
          cy + Math.sin(rad) * r * 1.75,
          stroke(COLORS.amber, 4),
        );
      })
    : [];
  return group([
    ...rays,
    circle(cx, cy, r, { fill: lit ? COLORS.amberSoft : COLORS.paper, ...stroke() }),
    rect(cx - r * 0.45, cy + r * 0.85, r * 0.9, r * 0.6, { fill: COLORS.line, ...stroke(COLORS.ink, 3), rx: 3 }),
    path(`M${cx - r * 0.3} ${cy + r * 0.3} L${cx} ${cy - r * 0.2} L${cx + r * 0.3} ${cy + r * 0.3}`, { fill: 'none', ...stroke(COLORS.amber, 3) }),
  ]);
}

/** An electricity meter: a box with a display reading 'kWh' and a dial. */
export function meter(x: number, y: number, width: number): string {
  const height = width * 1.25;
  return group([
    rect(x, y, width, height, { fill: COLORS.paper, ...stroke(), rx: width * 0.08 }),
    rect(x + width * 0.12, y + height * 0.14, width * 0.76, height * 0.26, { fill: COLORS.ink, rx: 4 }),
    text(x + width * 0.5, y + height * 0.33, 'kWh', {
      'font-size': Math.round(width * 0.2),
      'font-weight': 700,
      fill: COLORS.tealSoft,
      'text-anchor': 'middle',
    }),
    circle(x + width * 0.5, y + height * 0.68, width * 0.18, { fill: COLORS.tealSoft, ...stroke(COLORS.ink, 3) }),
    line(x + width * 0.5, y + height * 0.68, x + width * 0.6, y + height * 0.6, stroke(COLORS.ink, 3)),
  ]);
}

export function washingMachine(x: number, y: number, size: number): string {
  return group([
    rect(x, y, size, size * 1.1, { fill: COLORS.paper, ...stroke(), rx: 8 }),
    line(x, y + size * 0.22, x + size, y + size * 0.22, stroke(COLORS.ink, 3)),
    circle(x + size * 0.18, y + size * 0.11, size * 0.05, { fill: COLORS.teal }),
    circle(x + size * 0.5, y + size * 0.66, size * 0.3, { fill: COLORS.blueSoft, ...stroke() }),
    path(`M${x + size * 0.32} ${y + size * 0.72} Q${x + size * 0.5} ${y + size * 0.6} ${x + size * 0.68} ${y + size * 0.72}`, {
      fill: 'none',
      ...stroke(COLORS.blue, 3),
    }),
  ]);
}

/** A round thermostat dial with a scale. */
export function thermostat(cx: number, cy: number, r: number): string {
  const ticks = Array.from({ length: 9 }, (_, i) => {
    const rad = ((-135 + i * 33.75 - 90) * Math.PI) / 180;
    return line(
      cx + Math.cos(rad) * r * 0.72,
      cy + Math.sin(rad) * r * 0.72,
      cx + Math.cos(rad) * r * 0.86,
      cy + Math.sin(rad) * r * 0.86,
      stroke(COLORS.muted, 3),
    );
  });
  return group([
    circle(cx, cy, r, { fill: COLORS.paper, ...stroke() }),
    ...ticks,
    circle(cx, cy, r * 0.45, { fill: COLORS.tealSoft, ...stroke(COLORS.ink, 3) }),
    line(cx, cy, cx - r * 0.28, cy - r * 0.32, stroke(COLORS.red, 4)),
  ]);
}

export function leaf(cx: number, cy: number, size: number, rotate = 0): string {
  const s = size / 2;
  return group(
    [
      path(
        `M${cx} ${cy + s} C${cx - s * 1.1} ${cy + s * 0.2} ${cx - s * 0.6} ${cy - s * 0.9} ${cx} ${cy - s} C${cx + s * 0.6} ${cy - s * 0.9} ${cx + s * 1.1} ${cy + s * 0.2} ${cx} ${cy + s} Z`,
        {
          fill: COLORS.green,
          ...stroke(COLORS.ink, 3),
        },
      ),
      line(cx, cy + s * 1.15, cx, cy - s * 0.6, stroke(COLORS.greenSoft, 3)),
    ],
    { transform: `rotate(${rotate} ${cx} ${cy})` },
  );
}

/** A hydro power station: a dam wall with water behind and a power house below. */
export function hydroPlant(x: number, y: number, width: number): string {
  const h = width * 0.6;
  return group([
    path(`M${x} ${y - h} L${x + width * 0.35} ${y - h} L${x + width * 0.35} ${y} L${x} ${y} Z`, { fill: COLORS.blue, ...stroke(COLORS.ink, 3) }),
    path(`M${x + width * 0.35} ${y - h * 1.05} L${x + width * 0.5} ${y - h * 1.05} L${x + width * 0.62} ${y} L${x + width * 0.35} ${y} Z`, {
      fill: COLORS.line,
      ...stroke(),
    }),
    rect(x + width * 0.62, y - h * 0.4, width * 0.38, h * 0.4, { fill: COLORS.paper, ...stroke() }),
    path(`M${x + width * 0.72} ${y - h * 0.22} l${width * 0.06} -${h * 0.1} l-${width * 0.02} ${h * 0.08} l${width * 0.06} -${h * 0.1}`, {
      fill: 'none',
      ...stroke(COLORS.amber, 4),
    }),
  ]);
}

/** A sheet of paper with a folded corner; `lines` grey text lines inside. */
export function documentSheet(x: number, y: number, width: number, height: number, fill: string = COLORS.paper): string {
  const fold = width * 0.18;
  return group([
    path(`M${x} ${y} L${x + width - fold} ${y} L${x + width} ${y + fold} L${x + width} ${y + height} L${x} ${y + height} Z`, { fill, ...stroke() }),
    path(`M${x + width - fold} ${y} L${x + width - fold} ${y + fold} L${x + width} ${y + fold}`, { fill: 'none', ...stroke(COLORS.ink, 3) }),
  ]);
}

/** A clock face showing ten past ten. */
export function clock(cx: number, cy: number, r: number): string {
  return group([
    circle(cx, cy, r, { fill: COLORS.paper, ...stroke() }),
    line(cx, cy, cx - r * 0.45, cy - r * 0.25, stroke(COLORS.ink, 4)),
    line(cx, cy, cx + r * 0.5, cy - r * 0.5, stroke(COLORS.ink, 3)),
    circle(cx, cy, 4, { fill: COLORS.ink }),
  ]);
}

/** A padlock. */
export function padlock(cx: number, cy: number, size: number): string {
  return group([
    path(
      `M${cx - size * 0.28} ${cy} L${cx - size * 0.28} ${cy - size * 0.3} A${size * 0.28} ${size * 0.28} 0 0 1 ${cx + size * 0.28} ${cy - size * 0.3} L${cx + size * 0.28} ${cy}`,
      {
        fill: 'none',
        ...stroke(COLORS.ink, 5),
      },
    ),
    rect(cx - size * 0.42, cy, size * 0.84, size * 0.62, { fill: COLORS.amber, ...stroke(), rx: 6 }),
    circle(cx, cy + size * 0.28, size * 0.07, { fill: COLORS.ink }),
  ]);
}

/** A main fuse (huvudsäkring): a ceramic screw-in fuse seen from the side. */
export function mainFuse(cx: number, cy: number, size: number): string {
  return group([
    rect(cx - size * 0.3, cy - size * 0.5, size * 0.6, size, { fill: COLORS.paper, ...stroke(), rx: size * 0.12 }),
    rect(cx - size * 0.22, cy - size * 0.62, size * 0.44, size * 0.14, { fill: COLORS.line, ...stroke(COLORS.ink, 3), rx: 4 }),
    rect(cx - size * 0.22, cy + size * 0.48, size * 0.44, size * 0.14, { fill: COLORS.line, ...stroke(COLORS.ink, 3), rx: 4 }),
    circle(cx, cy - size * 0.15, size * 0.1, { fill: COLORS.red, ...stroke(COLORS.ink, 2) }),
    text(cx, cy + size * 0.22, 'A', { 'font-size': Math.round(size * 0.28), 'font-weight': 700, 'text-anchor': 'middle' }),
  ]);
}

/** A Wi-Fi router with two antennas and signal arcs. */
export function router(x: number, y: number, width: number): string {
  const h = width * 0.32;
  return group([
    line(x + width * 0.2, y, x + width * 0.12, y - h * 1.1, stroke(COLORS.ink, 4)),
    line(x + width * 0.8, y, x + width * 0.88, y - h * 1.1, stroke(COLORS.ink, 4)),
    rect(x, y, width, h, { fill: COLORS.paper, ...stroke(), rx: 10 }),
    ...[0, 1, 2].map((i) => circle(x + width * (0.3 + i * 0.12), y + h * 0.5, 5, { fill: i === 2 ? COLORS.amber : COLORS.green })),
    ...[0.5, 0.8].map((k) =>
      path(
        `M${x + width * (0.5 - k * 0.35)} ${y - h * (0.6 + k)} Q${x + width * 0.5} ${y - h * (1.1 + k * 1.4)} ${x + width * (0.5 + k * 0.35)} ${y - h * (0.6 + k)}`,
        {
          fill: 'none',
          ...stroke(COLORS.teal, 4),
        },
      ),
    ),
  ]);
}

/** A piggy bank facing right, with a coin above the slot. */
export function piggyBank(cx: number, cy: number, width: number): string {
  const rx = width / 2;
  const ry = width * 0.36;
  return group([
    rect(cx - rx * 0.55, cy + ry * 0.7, rx * 0.22, ry * 0.5, { fill: COLORS.redSoft, ...stroke(), rx: 4 }),
    rect(cx + rx * 0.35, cy + ry * 0.7, rx * 0.22, ry * 0.5, { fill: COLORS.redSoft, ...stroke(), rx: 4 }),
    el('ellipse', { cx, cy, rx, ry, fill: COLORS.redSoft, ...stroke() }),
    path(`M${cx + rx * 0.2} ${cy - ry * 0.85} L${cx + rx * 0.35} ${cy - ry * 1.3} L${cx + rx * 0.55} ${cy - ry * 0.7} Z`, {
      fill: COLORS.redSoft,
      ...stroke(COLORS.ink, 3),
    }),
    el('ellipse', { cx: cx + rx * 0.98, cy: cy + ry * 0.05, rx: rx * 0.14, ry: ry * 0.3, fill: COLORS.redSoft, ...stroke(COLORS.ink, 3) }),
    circle(cx + rx * 0.55, cy - ry * 0.25, 5, { fill: COLORS.ink }),
    line(cx - rx * 0.25, cy - ry * 0.82, cx + rx * 0.1, cy - ry * 0.82, stroke(COLORS.ink, 5)),
    path(`M${cx - rx * 1.0} ${cy - ry * 0.1} q-${rx * 0.18} -${ry * 0.2} -${rx * 0.05} -${ry * 0.4}`, { fill: 'none', ...stroke(COLORS.ink, 3) }),
    el('ellipse', { cx: cx - rx * 0.07, cy: cy - ry * 1.45, rx: rx * 0.2, ry: rx * 0.2, fill: COLORS.amberSoft, ...stroke(COLORS.amber, 4) }),
    text(cx - rx * 0.07, cy - ry * 1.45 + rx * 0.08, 'kr', {
      'font-size': Math.round(rx * 0.2),
      'font-weight': 700,
      fill: COLORS.amber,
      'text-anchor': 'middle',
    }),
  ]);
}
