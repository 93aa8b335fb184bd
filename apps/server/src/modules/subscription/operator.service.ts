import { AppError, ERRORS, organisation } from '@seal/shared';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import type { Services } from '../../services';
import { sendPasswordLink } from '../auth/auth.service';
import { saveSettings } from '../organisation/company/company.repository';
import { ADMIN_GROUP_NAMES } from '../organisation/entities/entities.service';
import { addApplication, insertEntity } from '../organisation/entities/entities.repository';
import { insertGroup, putInGroup } from '../organisation/groups/groups.repository';
import { saveProfile } from '../organisation/users/users.repository';
import { insertUserRow } from '../organisation/users/users.service';
import { preRegistrationNumber } from './subscription-jobs';
import * as repo from './subscription.repository';

type Deps = { db: Db; services: Services };

/** A pre-registration by its id (a UUID) or its number (SUB-000042 or 42); else common.notFound. */
export async function findPreRegistration(db: Db, key: string): Promise<repo.PreRegistration> {
  const number = /^(?:SUB-)?(\d{1,9})$/i.exec(key.trim())?.[1];
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const row = number
    ? await repo.findByNumber(db, Number(number))
    : UUID.test(key)
      ? await repo.findPreRegistration(db, key)
      : undefined;
  if (!row) throw new AppError(ERRORS.common.notFound);
  return row;
}

const wrongStatus = (row: repo.PreRegistration) =>
  new AppError(ERRORS.subscription.wrongStatus, { status: row.status });

/** The signed form arrived (by post or mail): the pre-registration waits for validation. */
export async function markReceived(db: Db, key: string) {
  const row = await findPreRegistration(db, key);
  if (!(await repo.updateStatus(db, row.id, ['pending'], { status: 'received', receivedAt: new Date() })))
    throw wrongStatus(row);
  return { number: preRegistrationNumber(row.number), email: row.email };
}

/**
 * Turns a pre-registration into a customer, in one transaction: the account, its root entity with
 * the authentication application and its administrators group (every right of that application),
 * the company settings from the form, and the applicant as first administrator, who is mailed the
 * organisation area's password-setting link (sendPasswordLink 'init'). An e-mail taken since by a
 * user is organisation.emailUsed and nothing is created.
 */
export async function validatePreRegistration({ db, services }: Deps, key: string) {
  const row = await findPreRegistration(db, key);
  if (row.status !== 'pending' && row.status !== 'received') throw wrongStatus(row);
  const { applicant, company, delivery } = row.form;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [account] = await tx.insert(accounts).values({ name: company.name }).returning();
    const accountId = account!.id;
    const entity = await insertEntity(tx, {
      accountId,
      name: company.name,
      legalRepresentative: row.form.delegations.legalRepresentative,
      legalRepresentativeEmail: applicant.email,
      registrationNumber: company.registrationNumber,
      vatNumber: company.vatNumber,
      address: `${company.address}, ${company.postalCode} ${company.town}, ${company.country}`,
      deliveryAddress: `${delivery.address}, ${delivery.postalCode} ${delivery.town}, ${delivery.country}`,
    });
    await addApplication(tx, accountId, entity.id, 'auth');
    const group = await insertGroup(tx, {
      accountId,
      entityId: entity.id,
      application: 'auth',
      name: ADMIN_GROUP_NAMES.auth,
      rights: organisation.rightsOfApplication('auth'),
    });
    const admin = await insertUserRow(
      { db: tx },
      {
        accountId,
        entityId: entity.id,
        email: applicant.email,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        userType: 'admin',
        language: applicant.language,
      },
    );
    await putInGroup(tx, accountId, 'auth', group.id, [admin.id]);
    await saveProfile(tx, { userId: admin.id, accountId, services: [], notifications: [] });
    await saveSettings(tx, {
      accountId,
      businessName: company.name,
      registerNumbers: company.registrationNumber,
      vatNumber: company.vatNumber,
      headOfficeAddress: company.address,
      deliveryAddress: delivery.address,
      postalCode: company.postalCode,
      town: company.town,
      country: company.country,
    });
    if (
      !(await repo.updateStatus(tx, row.id, ['pending', 'received'], {
        status: 'validated',
        decidedAt: new Date(),
        accountId,
      }))
    )
      throw wrongStatus(row);
    await sendPasswordLink({ db: tx, services }, admin, 'init');
    return { number: preRegistrationNumber(row.number), accountId, entityId: entity.id, administratorId: admin.id };
  });
}

/** Refuses a pre-registration and mails the reason to the applicant, in the applicant's language. */
export async function refusePreRegistration({ db, services }: Deps, key: string, reason: string) {
  const row = await findPreRegistration(db, key);
  const text = reason.trim();
  if (text.length < 2 || text.length > 1000)
    throw new AppError(ERRORS.common.validation, {}, [
      { path: 'reason', key: 'validation.tooShort', params: { min: 2 } },
    ]);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const changes = { status: 'refused' as const, decidedAt: new Date(), refusalReason: text };
    if (!(await repo.updateStatus(tx, row.id, ['pending', 'received'], changes))) throw wrongStatus(row);
    const number = preRegistrationNumber(row.number);
    await services.mail.queue(tx, {
      to: row.email,
      template: 'preRegistrationRefused',
      language: row.language,
      params: {
        firstName: row.form.applicant.firstName,
        company: row.form.company.name,
        number,
        reason: text,
        signUpUrl: `${services.config.publicUrl}/subscription`,
      },
    });
    return { number, email: row.email };
  });
}
