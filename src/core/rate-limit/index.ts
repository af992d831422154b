export * from './limiter';
export * from './policies';
