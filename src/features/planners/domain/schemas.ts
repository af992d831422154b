import { z } from 'zod';
import { MEMBER_ROLES } from '../../../core/db/schema';
import { nameSchema, passwordSchema } from '../../accounts';

const roleSchema = z.enum(MEMBER_ROLES, { error: `Please choose a role: ${MEMBER_ROLES.join(', ')}` });

export const inviteSchema = z.object({
  email: z
    .string({ error: 'Please enter an email' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email' }).max(254, 'Email is too long')),
  role: roleSchema,
});
export const roleChangeSchema = z.object({ role: roleSchema });
export const transferSchema = z.object({ memberId: z.string({ error: 'Please choose a partner' }).min(1, 'Please choose a partner').max(64) });
export const tokenSchema = z.object({ token: z.string({ error: 'The invitation link is incomplete' }).min(1).max(200) });
export const registerFromInvitationSchema = tokenSchema
  .extend({ name: nameSchema, password: passwordSchema, confirmPassword: z.string({ error: 'passwords do not match' }) })
  .refine((body) => body.password === body.confirmPassword, { message: 'passwords do not match', path: ['confirmPassword'] });
export const chooseWeddingSchema = z.object({ weddingId: z.string({ error: 'Please choose a wedding' }).min(1).max(64) });
export const deleteWeddingSchema = z.object({
  confirmation: z
    .string({ error: "Type the wedding's web address to confirm" })
    .trim()
    .min(1, "Type the wedding's web address to confirm")
    .max(300, 'That is longer than any web address'),
});
