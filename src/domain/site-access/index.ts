export * from './access-cookie';
export * from './password';
export * from './throttle';
export * from './site-access';
export * from './messages';
