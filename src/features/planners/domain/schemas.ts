import { z } from 'zod';
import { MEMBER_ROLES } from '../../../core/db/schema';
import { nameSchema, passwordSchema } from '../../accounts';
import { appText } from '../../../shared/i18n/app';

const CHOOSE_PARTNER = appText('planners.form.partnerMissing');
const TYPE_ADDRESS = appText('planners.form.confirmationMissing');

const roleSchema = z.enum(MEMBER_ROLES, { error: appText('planners.form.roleMissing', { roles: MEMBER_ROLES.join(', ') }) });

export const inviteSchema = z.object({
  email: z
    .string({ error: appText('planners.form.emailMissing') })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: appText('accounts.emailField.invalid') }).max(254, appText('accounts.emailField.tooLong'))),
  role: roleSchema,
});
export const roleChangeSchema = z.object({ role: roleSchema });
export const transferSchema = z.object({ memberId: z.string({ error: CHOOSE_PARTNER }).min(1, CHOOSE_PARTNER).max(64) });
export const tokenSchema = z.object({
  token: z
    .string({ error: appText('planners.form.tokenMissing') })
    .min(1)
    .max(200),
});
export const registerFromInvitationSchema = tokenSchema
  .extend({ name: nameSchema, password: passwordSchema, confirmPassword: z.string({ error: appText('accounts.password.differ') }) })
  .refine((body) => body.password === body.confirmPassword, { message: appText('accounts.password.differ'), path: ['confirmPassword'] });
export const chooseWeddingSchema = z.object({
  weddingId: z
    .string({ error: appText('planners.form.weddingMissing') })
    .min(1)
    .max(64),
});
export const deleteWeddingSchema = z.object({
  confirmation: z.string({ error: TYPE_ADDRESS }).trim().min(1, TYPE_ADDRESS).max(300, appText('planners.form.confirmationTooLong')),
});
