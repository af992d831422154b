// The accounts feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { authApi } from './routes/auth.api';
export { loginPages, logoutPage, registerPages, userPages } from './routes/auth.pages';
export { googleSignInPages } from './routes/google';
export { usersApi } from './routes/users/users.api';
