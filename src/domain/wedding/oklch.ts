// Moved to src/shared/wedding/oklch.ts; kept until the in-progress design preview work imports the new path.
export * from '../../shared/wedding/oklch';
