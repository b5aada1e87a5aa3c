import { sql } from 'drizzle-orm';
import type { Argon2Params } from '../config.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './client.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { discounts, groups, indigoTransactions, users } from './schema.ts';
import { seedHomework } from './seeds/homework.ts';
import { seedGameHistory } from './seeds/games.ts';
import { seedCatalogueIfNew } from './seed-catalogue.ts';
import { seedFinance } from './seeds/finance.ts';
import { seedInvoices } from './seeds/invoices.ts';
import { seedLessons } from './seeds/lessons.ts';
import { seedShop } from './seeds/shop.ts';

/** A transaction handle of the seed. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The ids of the demo school's people, for the content seeders. */
export interface DemoSchool {
  superId: number;
  masterId: number;
  franchiseId: number;
  teacherId: number;
  groupId: number;
  parentId: number;
  studentId: number;
  freeId: number;
  blockedId: number;
}

/**
 * Content added after the people (one module per area in `db/seeds/`), in this order, in the same transaction: one module per area
 * (lessons, shop, invoices, game history...). Each must be deterministic.
 */
const CONTENT_SEEDERS: ((tx: SeedTx, school: DemoSchool) => Promise<void>)[] = [
  seedLessons,
  seedInvoices,
  seedFinance,
  seedShop,
  seedGameHistory,
  seedHomework,
];

/**
 * Creates the deterministic demo school when the users table is empty.
 * Returns true when it seeded. Runs in one transaction.
 */
export async function seedIfEmpty(db: Db, argon2: Argon2Params): Promise<boolean> {
  // The demo school is a new school: the course, the shop and the reward clips first.
  await seedCatalogueIfNew(db);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD, argon2);
  await db.transaction(async (tx) => {
    const base = { passwordHash, emailVerified: true, timezone: 'Europe/Kiev', defaultLanguage: 'en' };
    const insert = async (values: Omit<typeof users.$inferInsert, 'passwordHash'>) =>
      (
        await tx
          .insert(users)
          .values({ ...base, ...values })
          .returning({ id: users.id })
      )[0].id;

    const superId = await insert({
      email: 'super@demo.school',
      role: 'super_franchise',
      firstName: 'Olena',
      lastName: 'Kovalenko',
      middleName: 'Petrivna',
      phoneNumber: '+380501112201',
      country: 'Ukraine',
      city: 'Kyiv',
    });
    const masterId = await insert({
      email: 'master@demo.school',
      role: 'master_franchise',
      firstName: 'Marek',
      lastName: 'Nowak',
      phoneNumber: '+48501112202',
      parentId: superId,
      country: 'Poland',
      city: 'Warsaw',
      defaultLanguage: 'pl',
    });
    const franchiseId = await insert({
      email: 'franchise@demo.school',
      role: 'franchise',
      firstName: 'Iryna',
      lastName: 'Shevchenko',
      middleName: 'Olehivna',
      phoneNumber: '+380501112203',
      parentId: masterId,
      country: 'Ukraine',
      city: 'Lviv',
    });
    const teacherId = await insert({
      email: 'teacher@demo.school',
      role: 'teacher',
      firstName: 'Anna',
      lastName: 'Wiśniewska',
      phoneNumber: '+48501112204',
      parentId: franchiseId,
      country: 'Poland',
      city: 'Kraków',
    });
    const [{ id: groupId }] = await tx
      .insert(groups)
      .values({
        name: 'Demo group',
        teacherId,
        notification: '<p>Welcome to the <b>Demo group</b>!</p>',
        address: 'Khreshchatyk 22, Kyiv',
        district: 'Shevchenkivskyi',
        age: 'junior',
        lessonsStarts: '2025-09-01',
        lessonTime: '16:30',
        workingDays: ['Tu', 'Th'],
      })
      .returning({ id: groups.id });
    const parentId = await insert({
      email: 'parent@demo.school',
      role: 'parent',
      firstName: 'Natalia',
      lastName: 'Bondarenko',
      phoneNumber: '+380501112205',
      parentId: teacherId,
      country: 'Ukraine',
      city: 'Lviv',
    });
    const studentId = await insert({
      email: 'student@demo.school',
      role: 'student',
      firstName: 'Maksym',
      lastName: 'Bondarenko',
      phoneNumber: '+380501112206',
      parentId,
      groupId,
      isFree: false,
      birthday: '2015-04-12',
      birthYear: 2015,
      country: 'Ukraine',
      city: 'Lviv',
      school: 'Lviv School No. 5',
      parentFirstName: 'Natalia',
      parentLastName: 'Bondarenko',
      notification: '<p>Homework for this week is ready.</p>',
    });
    const freeId = await insert({
      email: 'free@demo.school',
      role: 'student',
      firstName: 'Sofia',
      lastName: 'Melnyk',
      phoneNumber: '+380501112207',
      isFree: true,
      birthYear: 2014,
      country: 'Ukraine',
      city: 'Odesa',
      school: 'Odesa Gymnasium No. 2',
      parentFirstName: 'Oksana',
      parentLastName: 'Melnyk',
    });
    const blockedId = await insert({
      email: 'blocked@demo.school',
      role: 'student',
      firstName: 'Taras',
      lastName: 'Lysenko',
      phoneNumber: '+380501112208',
      groupId,
      isActive: false,
      dateDeactivated: new Date('2025-01-31T12:00:00Z'),
      birthYear: 2013,
      country: 'Ukraine',
      city: 'Lviv',
    });
    // The second tree (master2 > franchise2 > teacher2 > "Sunrise group" > student2, with parent2).
    const master2Id = await insert({
      email: 'master2@demo.school',
      role: 'master_franchise',
      firstName: 'Giorgi',
      lastName: 'Beridze',
      phoneNumber: '+995501112209',
      parentId: superId,
      country: 'Georgia',
      city: 'Tbilisi',
    });
    const franchise2Id = await insert({
      email: 'franchise2@demo.school',
      role: 'franchise',
      firstName: 'Oleksandr',
      lastName: 'Tkachenko',
      phoneNumber: '+380501112210',
      parentId: master2Id,
      country: 'Ukraine',
      city: 'Kharkiv',
    });
    const teacher2Id = await insert({
      email: 'teacher2@demo.school',
      role: 'teacher',
      firstName: 'Dina',
      lastName: 'Levi',
      phoneNumber: '+380501112211',
      parentId: franchise2Id,
      country: 'Ukraine',
      city: 'Kharkiv',
    });
    const [{ id: group2Id }] = await tx
      .insert(groups)
      .values({
        name: 'Sunrise group',
        teacherId: teacher2Id,
        address: 'Marszałkowska 10, Warsaw',
        age: 'average',
        lessonsStarts: '2025-10-01',
        lessonTime: '17:00',
        workingDays: ['Mo', 'We', 'Fr'],
      })
      .returning({ id: groups.id });
    const parent2Id = await insert({
      email: 'parent2@demo.school',
      role: 'parent',
      firstName: 'Hanna',
      lastName: 'Koval',
      phoneNumber: '+380501112212',
      parentId: teacher2Id,
      country: 'Ukraine',
      city: 'Kharkiv',
    });
    await insert({
      email: 'student2@demo.school',
      role: 'student',
      firstName: 'Ivan',
      lastName: 'Koval',
      phoneNumber: '+380501112213',
      parentId: parent2Id,
      groupId: group2Id,
      birthYear: 2016,
      country: 'Ukraine',
      city: 'Kharkiv',
      parentFirstName: 'Hanna',
      parentLastName: 'Koval',
    });
    // A second franchise under master2 (franchise3 > teacher3 > "Rainbow group" > student3, with parent3) and a
    // blocked teacher, so the master franchise's lists have more than one row and the blocked lists have staff.
    const franchise3Id = await insert({
      email: 'franchise3@demo.school',
      role: 'franchise',
      firstName: 'Bohdan',
      lastName: 'Melnyk',
      phoneNumber: '+380501112214',
      parentId: master2Id,
      country: 'Ukraine',
      city: 'Odesa',
      region: 'Odesa',
      royalty: '10.00',
      priceMin: '900.00',
      prDeposit: '3.00',
      currency: 'uah',
      engStatus: 'without',
      bonusWeeks: 1,
    });
    const teacher3Id = await insert({
      email: 'teacher3@demo.school',
      role: 'teacher',
      firstName: 'Kateryna',
      lastName: 'Bondar',
      phoneNumber: '+380501112215',
      parentId: franchise3Id,
      country: 'Ukraine',
      city: 'Odesa',
      region: 'Odesa',
    });
    await insert({
      email: 'blocked-teacher@demo.school',
      role: 'teacher',
      firstName: 'Yurii',
      lastName: 'Savchenko',
      phoneNumber: '+380501112216',
      parentId: franchise3Id,
      isActive: false,
      dateDeactivated: new Date('2026-06-01T09:00:00Z'),
      country: 'Ukraine',
      city: 'Odesa',
    });
    const [{ id: group3Id }] = await tx
      .insert(groups)
      .values({
        name: 'Rainbow group',
        teacherId: teacher3Id,
        address: 'Derybasivska 5, Odesa',
        age: 'older',
        lessonsStarts: '2026-09-01',
        lessonTime: '15:00',
        workingDays: ['Tu', 'Th'],
      })
      .returning({ id: groups.id });
    const parent3Id = await insert({
      email: 'parent3@demo.school',
      role: 'parent',
      firstName: 'Oksana',
      lastName: 'Hrytsenko',
      phoneNumber: '+380501112217',
      parentId: teacher3Id,
      country: 'Ukraine',
      city: 'Odesa',
    });
    await insert({
      email: 'student3@demo.school',
      role: 'student',
      firstName: 'Mark',
      lastName: 'Hrytsenko',
      phoneNumber: '+380501112218',
      parentId: parent3Id,
      groupId: group3Id,
      birthYear: 2015,
      price: '950.00',
      priceFirstMonth: '500.00',
      country: 'Ukraine',
      city: 'Odesa',
      parentFirstName: 'Oksana',
      parentLastName: 'Hrytsenko',
    });
    // A family that left: the parent account is blocked (spec 002 section 4), restorable from the Restore screen.
    await insert({
      email: 'blocked-parent@demo.school',
      role: 'parent',
      firstName: 'Viktor',
      lastName: 'Moroz',
      phoneNumber: '+380501112219',
      parentId: teacher3Id,
      isActive: false,
      dateDeactivated: new Date('2026-06-15T09:00:00Z'),
      country: 'Ukraine',
      city: 'Odesa',
    });
    await tx
      .insert(discounts)
      .values({ franchiseId: franchise2Id, start: '2026-09-01', end: '2027-05-31', value: '5.00', authorId: superId });
    // The demo student's earnings (20 + 3 + 1 = 24 i$, and 5 i$ for this month's homework: seeds/homework.ts); the
    // shop seed writes what they bought (10.50 i$): 18.50 i$ left.
    const ledger = [
      ['20.00', 'bonus', 'Welcome bonus', '2025-01-10T09:00:00Z'],
      ['3.00', 'puzzle', 'Opened a puzzle', '2025-01-12T15:30:00Z'],
      ['1.00', 'homework_task', 'Finished a homework task', '2025-01-13T16:00:00Z'],
    ] as const;
    await tx.insert(indigoTransactions).values(
      ledger.map(([amount, kind, reason, at]) => ({
        userId: studentId,
        amount,
        kind,
        reason,
        created: new Date(at),
      })),
    );
    const school: DemoSchool = {
      superId,
      masterId,
      franchiseId,
      teacherId,
      groupId,
      parentId,
      studentId,
      freeId,
      blockedId,
    };
    for (const seed of CONTENT_SEEDERS) await seed(tx, school);
  });
  return true;
}
