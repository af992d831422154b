export { builderPages } from './builder.pages';
