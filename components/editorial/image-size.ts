/** Every article and guide image is drawn at this size (scripts/lib/svg.ts), so pages reserve it. */
export const IMAGE_SIZE = { width: 1200, height: 630 } as const;
