import type { MeterFile, MeterReading } from './parse';

/**
 * A read meter file in a form a Web Worker hands to the page cheaply: the readings as three typed
 * arrays (transferred, not copied), the rest as it is.
 */
export interface PackedMeterFile extends Omit<MeterFile, 'readings'> {
  startMs: Float64Array;
  kwh: Float64Array;
  line: Int32Array;
}

export function packMeterFile(file: MeterFile): PackedMeterFile {
  const { readings, ...rest } = file;
  const startMs = new Float64Array(readings.length);
  const kwh = new Float64Array(readings.length);
  const line = new Int32Array(readings.length);
  readings.forEach((reading, i) => {
    startMs[i] = reading.startMs;
    kwh[i] = reading.kwh;
    line[i] = reading.line;
  });
  return { ...rest, startMs, kwh, line };
}

export function unpackMeterFile(packed: PackedMeterFile): MeterFile {
  const { startMs, kwh, line, ...rest } = packed;
  const readings: MeterReading[] = new Array<MeterReading>(startMs.length);
  for (let i = 0; i < startMs.length; i += 1) readings[i] = { startMs: startMs[i]!, kwh: kwh[i]!, line: line[i]! };
  return { ...rest, readings };
}
