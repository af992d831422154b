export * from './limiter';
export * from './policies';
export * from './rate-limited';
