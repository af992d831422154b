import { z } from 'zod';

// A short list of the passwords attackers try first; long enough to stop the worst choices
// without shipping a dictionary.
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  '00000000',
  '87654321',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'dragon12',
  'monkey12',
  'changeme',
  'admin123',
  'administrator',
  'qazwsxedc',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjk',
  'asdf1234',
  'wedding1',
  'wedding123',
  'weddings',
  'marriage',
  'loveyou1',
  'forever1',
  'mywedding',
  'vowly123',
]);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const passwordSchema = z
  .string({ error: 'Please enter a password' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), 'This password is too common. Please choose another');

export const emailSchema = z
  .string({ error: 'Please enter your email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email' }).max(254, 'Email is too long'));

export const nameSchema = z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters');

export const registerSchema = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema, confirmPassword: z.string({ error: 'passwords do not match' }) })
  .refine((body) => body.password === body.confirmPassword, { message: 'passwords do not match' });

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(PASSWORD_MAX),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password: passwordSchema, confirmPassword: z.string().optional() })
  .refine((body) => body.confirmPassword === undefined || body.password === body.confirmPassword, { message: 'passwords do not match' });

/** currentPassword is needed only when the e-mail changes (accounts.ts updateProfile). */
export const updateUserSchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});

export const updatePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(PASSWORD_MAX),
    newPassword: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.newPassword === body.confirmPassword, { message: 'passwords do not match' });
