// Moved to src/shared/email/texts.ts; kept until the in-progress invite-store work imports the new path.
export * from '../../shared/email/texts';
