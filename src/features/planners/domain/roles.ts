import { WEDDING_ROLES, type WeddingRole } from '../../../core/auth/role-rules';
import { appText } from '../../../shared/i18n/app';

/** How each role is named and what it may do, in the app's words (the page and the invitation e-mail). */
export const ROLE_LABELS: Record<WeddingRole, { name: string; can: string }> = Object.fromEntries(
  WEDDING_ROLES.map((role) => [role, { name: appText(`planners.role.${role}`), can: appText(`planners.role.${role}.can`) }]),
) as Record<WeddingRole, { name: string; can: string }>;
