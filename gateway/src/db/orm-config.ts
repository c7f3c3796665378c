/** MikroORM configuration: entities, migrations, the PostgreSQL connection. */
import { Migrator } from "@mikro-orm/migrations";
import { defineConfig, type Options, PostgreSqlDriver } from "@mikro-orm/postgresql";
import { PasswordResetToken } from "../modules/auth/password-reset-token.entity";
import { RefreshToken } from "../modules/auth/refresh-token.entity";
import { Course } from "../modules/catalogue/course.entity";
import {
  Conference,
  Journal,
  UndergradCourse,
  UndergradUniversity,
} from "../modules/catalogue/reference.entities";
import { University } from "../modules/catalogue/university.entity";
import { EmailOutbox } from "../modules/email/email-outbox.entity";
import { ContactMessage, Feedback } from "../modules/engagement/engagement.entities";
import { ResumeEntity, ResumeUpload } from "../modules/resumes/resume.entities";
import { StudentPreferences } from "../modules/search/student-preferences.entity";
import { ShortlistedCourse } from "../modules/shortlist/shortlisted-course.entity";
import { StaffApiKey } from "../modules/staff/staff-api-key.entity";
import { Student } from "../modules/students/student.entity";
import { StudentStats } from "../modules/students/student-stats.entity";
import { migrationsList } from "./migrations";

export const ENTITIES = [
  University,
  Course,
  UndergradUniversity,
  UndergradCourse,
  Conference,
  Journal,
  EmailOutbox,
  Student,
  RefreshToken,
  PasswordResetToken,
  ContactMessage,
  Feedback,
  StaffApiKey,
  StudentStats,
  ShortlistedCourse,
  StudentPreferences,
  ResumeUpload,
  ResumeEntity,
];

export function ormOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    // Checked-in migrations are the only way the schema changes; never auto-sync.
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
    ...overrides,
  });
}
