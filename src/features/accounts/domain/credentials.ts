import { z } from 'zod';
import { appText } from '../../../shared/i18n/app';

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

const NAME_MISSING = appText('accounts.name.missing');
const PASSWORDS_DIFFER = appText('accounts.password.differ');
const PASSWORD_MISSING = appText('accounts.password.enter');
const CURRENT_PASSWORD_MISSING = appText('accounts.password.currentMissing');
export const PASSWORD_MAX = 200;

export const passwordSchema = z
  .string({ error: appText('accounts.password.missing') })
  .min(PASSWORD_MIN, appText('accounts.password.tooShort', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, appText('accounts.password.tooLong', { max: PASSWORD_MAX }))
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), appText('accounts.password.tooCommon'));

export const emailSchema = z
  .string({ error: appText('accounts.emailField.missing') })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: appText('accounts.emailField.invalid') }).max(254, appText('accounts.emailField.tooLong')));

export const nameSchema = z
  .string({ error: NAME_MISSING })
  .trim()
  .min(1, NAME_MISSING)
  .max(100, appText('accounts.name.tooLong', { max: 100 }));

export const registerSchema = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema, confirmPassword: z.string({ error: PASSWORDS_DIFFER }) })
  .refine((body) => body.password === body.confirmPassword, { message: PASSWORDS_DIFFER });

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: PASSWORD_MISSING }).min(1, PASSWORD_MISSING).max(PASSWORD_MAX),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password: passwordSchema, confirmPassword: z.string().optional() })
  .refine((body) => body.confirmPassword === undefined || body.password === body.confirmPassword, { message: PASSWORDS_DIFFER });

/** currentPassword is needed only when the e-mail changes (accounts.ts updateProfile). */
export const updateUserSchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});

export const updatePasswordSchema = z
  .object({
    currentPassword: z.string({ error: CURRENT_PASSWORD_MISSING }).min(1, CURRENT_PASSWORD_MISSING).max(PASSWORD_MAX),
    newPassword: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.newPassword === body.confirmPassword, { message: PASSWORDS_DIFFER });
