// The emailScope enum: what a template is for (GET /api/enums).
export const emailScopes = ['client', 'trip', 'trip-vendor', 'invitation', 'password-reset', 'task'] as const;
export type EmailScope = (typeof emailScopes)[number];

// Statuses of an e-mail log: queued with the request, then sent or failed once it has committed.
export const emailStatuses = ['queued', 'sent', 'failed'] as const;
