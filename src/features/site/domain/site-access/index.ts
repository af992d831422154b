export * from './access-cookie';
export * from './password';
export * from './site-access';
export * from './messages';
