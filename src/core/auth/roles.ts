import type { Role } from '../db/schema';

/** The one place that says who is Pro: admins and paid users. */
export function isPro(role: Role): boolean {
  return role === 'admin' || role === 'userPaid';
}

/** A wedding's plan as the Role the plan checks read (the guest limit): Pro belongs to the wedding (issue 23). */
export function planRole(pro: boolean): Role {
  return pro ? 'userPaid' : 'userFree';
}

export function isAdmin(role: Role): boolean {
  return role === 'admin';
}

/** The user as the API shows it (product.md §3): name, email, role, pro. */
export function publicUser(user: { id: string; name: string; email: string; role: Role }) {
  return { _id: user.id, name: user.name, email: user.email, role: user.role, pro: isPro(user.role) };
}
