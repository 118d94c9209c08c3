import type { FastifyInstance } from 'fastify';
import { StaffPasskeys } from './staff-passkeys.js';
import { StaffPasswordReset } from './staff-password-reset.js';
import { StaffPasswordSignIn } from './staff-sign-in.js';
import { StaffUsers } from './staff-users.js';

/** The account services behind the staff routes (everything but a location's board, journeys and links). */
export interface StaffAccountServices {
  signIn: StaffPasswordSignIn;
  users: StaffUsers;
  passwordReset: StaffPasswordReset;
  passkeys: StaffPasskeys;
}

export function createStaffAccountServices(app: FastifyInstance): StaffAccountServices {
  const { config, db, clock } = app;
  const email = app.services.email;
  const passwordReset = new StaffPasswordReset(db, app.staffAudit, email, config, clock, (error) =>
    app.log.error({ err: error }, 'password reset e-mail not sent'),
  );
  // Reset e-mails still on their way finish before the database closes.
  app.addHook('onClose', () => passwordReset.settled());
  return {
    signIn: new StaffPasswordSignIn(
      db,
      { attempts: config.staff.lockoutAttempts, minutes: config.staff.lockoutMinutes },
      clock,
    ),
    users: new StaffUsers(db, app.staffAudit, email, config, clock),
    passwordReset,
    passkeys: new StaffPasskeys(db, app.staffAudit, config.publicBaseUrl, clock),
  };
}
