// The demo franchise's money (issue 13, docs/finance.md): its terms, the network's bank details on the super
// franchise (the payee of invoices), the demo student's prices, and an "Evening group" whose four students show the
// report's cases in the month before the seed: a full month, a start on the 2nd (the grace) and on the 3rd of that
// month, and one blocked on its 16th. Dates are relative to the seed time, so last month's report is always alive.
import { eq } from 'drizzle-orm';
import { groups, userChanges, users } from '../schema.ts';
import type { DemoSchool, SeedTx } from '../seed.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export async function seedFinance(tx: SeedTx, school: DemoSchool, now: Date = new Date()): Promise<void> {
  await tx
    .update(users)
    .set({
      royalty: '10.00',
      royaltyEn: '15.00',
      priceMin: '800.00',
      priceMinEn: '1000.00',
      prDeposit: '5.00',
      currency: 'uah',
      engStatus: 'with',
      contractNumber: 'IND-2025-014',
      region: 'Lviv',
      legalActivityType: 'Sole proprietor',
      legalAddress: 'Rynok Sq. 10, Lviv, 79008',
      legalId: '3124509876',
      mfo: '325321',
      settlementAccount: 'UA213223130000026007233566001',
      reportEmail: 'franchise@demo.school',
      isReportEmailVerified: true,
    })
    .where(eq(users.id, school.franchiseId));
  await tx
    .update(users)
    .set({
      legalActivityType: 'Indigo Mental Arithmetic LLC',
      legalAddress: 'Khreshchatyk 22, Kyiv, 01001',
      legalId: '44012345',
      mfo: '300335',
      settlementAccount: 'UA903003350000026001234567890',
    })
    .where(eq(users.id, school.superId));
  // The demo student studies since the group began (an English-stream pupil: the franchise teaches in English too).
  await tx
    .update(users)
    .set({ price: '1000.00', priceFirstMonth: '600.00', created: new Date('2025-09-01T08:00:00Z') })
    .where(eq(users.id, school.studentId));

  const [{ passwordHash }] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, school.studentId));
  const [{ id: groupId }] = await tx
    .insert(groups)
    .values({
      name: 'Evening group',
      teacherId: school.teacherId,
      address: 'Shevchenka 5, Lviv',
      district: 'Halytskyi',
      age: 'average',
      lessonsStarts: '2025-09-01',
      lessonTime: '18:00',
      workingDays: ['Mo', 'We'],
    })
    .returning({ id: groups.id });

  const year = now.getUTCFullYear();
  const month = now.getUTCMonth(); // 0-based: the previous month is `month` in 1-based terms
  const last = month === 0 ? { y: year - 1, m: 12 } : { y: year, m: month };
  const day = (d: number) => new Date(`${last.y}-${pad(last.m)}-${pad(d)}T09:00:00Z`);
  const students = [
    { first: 'Olha', lastName: 'Kravets', created: new Date('2025-10-01T09:00:00Z'), price: '1000.00' },
    { first: 'Dmytro', lastName: 'Savchuk', created: day(2), price: '1000.00' },
    { first: 'Yana', lastName: 'Moroz', created: day(3), price: '1200.00' },
    {
      first: 'Petro',
      lastName: 'Shevchuk',
      created: new Date('2025-09-01T09:00:00Z'),
      price: '900.00',
      blocked: day(16),
    },
  ];
  const inserted = await tx
    .insert(users)
    .values(
      students.map((s, i) => ({
        // Blocked demo logins start with "blocked" (the tests sign every other one in).
        email: s.blocked
          ? 'blocked-petro@demo.school'
          : `${s.first.toLowerCase()}.${s.lastName.toLowerCase()}@demo.school`,
        passwordHash,
        role: 'student' as const,
        firstName: s.first,
        lastName: s.lastName,
        phoneNumber: `+3805011123${pad(i + 1)}`,
        groupId,
        emailVerified: true,
        timezone: 'Europe/Kiev',
        defaultLanguage: 'ua',
        price: s.price,
        priceFirstMonth: '600.00',
        created: s.created,
        isActive: !s.blocked,
        dateDeactivated: s.blocked ?? null,
        country: 'Ukraine',
        city: 'Lviv',
      })),
    )
    .returning({ id: users.id, lastName: users.lastName });
  // The franchise's own changes last month, for the History tab: Yana's price raised after her first lesson, Petro
  // blocked.
  const idOf = (lastName: string) => inserted.find((u) => u.lastName === lastName)!.id;
  const at = (d: number, hour: number) => new Date(`${last.y}-${pad(last.m)}-${pad(d)}T${pad(hour)}:00:00Z`);
  await tx.insert(userChanges).values([
    {
      userId: idOf('Moroz'),
      authorId: school.franchiseId,
      fieldName: 'price',
      oldValue: '1000.00',
      newValue: '1200.00',
      modified: at(3, 12),
    },
    {
      userId: idOf('Shevchuk'),
      authorId: school.franchiseId,
      fieldName: 'is_active',
      oldValue: 'true',
      newValue: 'false',
      modified: at(16, 9),
    },
  ]);
}
