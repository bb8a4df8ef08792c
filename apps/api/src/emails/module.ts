import type { DomainModule } from '../engine/domain-module.ts';
import { mailSweepJob } from '../mail/mail-sweep.job.ts';
import { sendMailJob } from '../mail/send-mail.job.ts';
import { mountEmailRoutes } from './email.routes.ts';
import { emailLogsResource } from './email-logs.resource.ts';
import { emailTemplatesResource } from './email-templates.resource.ts';
import { mountRequestBookingRoutes } from './request-booking.routes.ts';
import { mountSendTripDocumentRoutes } from './send-trip-document.routes.ts';

export const emailsModule: DomainModule = {
  name: 'emails',
  resources: [emailTemplatesResource, emailLogsResource],
  routes: [mountEmailRoutes, mountSendTripDocumentRoutes, mountRequestBookingRoutes],
  subscribers: [],
  jobs: [sendMailJob, mailSweepJob],
  searchable: [],
};
