// Moved to src/shared/wedding/designs.ts; kept until the in-progress e-mail card work imports the new path.
export * from '../../shared/wedding/designs';
