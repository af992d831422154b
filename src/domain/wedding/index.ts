// Moved to src/shared/wedding; kept until the in-progress design preview work imports the new path.
export * from '../../shared/wedding';
