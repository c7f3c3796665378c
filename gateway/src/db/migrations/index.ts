/** Every migration, in order. Listed explicitly so they load the same under tsx, vitest and node. */
import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261122000000Initial } from "./Migration20261122000000Initial";
import { Migration20261122010000Accounts } from "./Migration20261122010000Accounts";
import { Migration20261122020000Engagement } from "./Migration20261122020000Engagement";
import { Migration20261122030000Profile } from "./Migration20261122030000Profile";
import { Migration20261122040000Search } from "./Migration20261122040000Search";
import { Migration20261122050000Resumes } from "./Migration20261122050000Resumes";
import { Migration20261122060000SearchKeyFolding } from "./Migration20261122060000SearchKeyFolding";
import { Migration20261122070000CategoryConfirmed } from "./Migration20261122070000CategoryConfirmed";
import { Migration20261124000000ReportedFigures } from "./Migration20261124000000ReportedFigures";
import { Migration20261125000000Shortlist } from "./Migration20261125000000Shortlist";
import { Migration20261126000000Sops } from "./Migration20261126000000Sops";
import { Migration20261126010000Dashboard } from "./Migration20261126010000Dashboard";
import { Migration20261126020000EmailHeaders } from "./Migration20261126020000EmailHeaders";
import { Migration20261126030000Newsletter } from "./Migration20261126030000Newsletter";
import { Migration20261126040000Reminders } from "./Migration20261126040000Reminders";
import { Migration20261127000000Results } from "./Migration20261127000000Results";
import { Migration20261127010000MailDomains } from "./Migration20261127010000MailDomains";
import { Migration20261127020000EmailGrant } from "./Migration20261127020000EmailGrant";
import { Migration20261127030000EmailDecisions } from "./Migration20261127030000EmailDecisions";
import { Migration20261128000000FounderFeedbackPrompt } from "./Migration20261128000000FounderFeedbackPrompt";
import { Migration20261129000000UniversitySearchTerms } from "./Migration20261129000000UniversitySearchTerms";
import { Migration20261130000000FigureCorrections } from "./Migration20261130000000FigureCorrections";
import { Migration20261201000000UnknownFigures } from "./Migration20261201000000UnknownFigures";
import { Migration20261202000000RetiredCourses } from "./Migration20261202000000RetiredCourses";
import { Migration20261203000000CourseSelectivity } from "./Migration20261203000000CourseSelectivity";
import { Migration20261204000000ResultSources } from "./Migration20261204000000ResultSources";
import { Migration20261205000000NewsletterLinks } from "./Migration20261205000000NewsletterLinks";

export const migrationsList: MigrationObject[] = [
  { name: "Migration20261122000000Initial", class: Migration20261122000000Initial },
  { name: "Migration20261122010000Accounts", class: Migration20261122010000Accounts },
  { name: "Migration20261122020000Engagement", class: Migration20261122020000Engagement },
  { name: "Migration20261122030000Profile", class: Migration20261122030000Profile },
  { name: "Migration20261122040000Search", class: Migration20261122040000Search },
  { name: "Migration20261122050000Resumes", class: Migration20261122050000Resumes },
  {
    name: "Migration20261122060000SearchKeyFolding",
    class: Migration20261122060000SearchKeyFolding,
  },
  {
    name: "Migration20261122070000CategoryConfirmed",
    class: Migration20261122070000CategoryConfirmed,
  },
  {
    name: "Migration20261124000000ReportedFigures",
    class: Migration20261124000000ReportedFigures,
  },
  { name: "Migration20261125000000Shortlist", class: Migration20261125000000Shortlist },
  { name: "Migration20261126000000Sops", class: Migration20261126000000Sops },
  { name: "Migration20261126010000Dashboard", class: Migration20261126010000Dashboard },
  { name: "Migration20261126020000EmailHeaders", class: Migration20261126020000EmailHeaders },
  { name: "Migration20261126030000Newsletter", class: Migration20261126030000Newsletter },
  { name: "Migration20261126040000Reminders", class: Migration20261126040000Reminders },
  { name: "Migration20261127000000Results", class: Migration20261127000000Results },
  { name: "Migration20261127010000MailDomains", class: Migration20261127010000MailDomains },
  { name: "Migration20261127020000EmailGrant", class: Migration20261127020000EmailGrant },
  {
    name: "Migration20261127030000EmailDecisions",
    class: Migration20261127030000EmailDecisions,
  },
  {
    name: "Migration20261128000000FounderFeedbackPrompt",
    class: Migration20261128000000FounderFeedbackPrompt,
  },
  {
    name: "Migration20261129000000UniversitySearchTerms",
    class: Migration20261129000000UniversitySearchTerms,
  },
  {
    name: "Migration20261130000000FigureCorrections",
    class: Migration20261130000000FigureCorrections,
  },
  { name: "Migration20261201000000UnknownFigures", class: Migration20261201000000UnknownFigures },
  { name: "Migration20261202000000RetiredCourses", class: Migration20261202000000RetiredCourses },
  {
    name: "Migration20261203000000CourseSelectivity",
    class: Migration20261203000000CourseSelectivity,
  },
  { name: "Migration20261204000000ResultSources", class: Migration20261204000000ResultSources },
  { name: "Migration20261205000000NewsletterLinks", class: Migration20261205000000NewsletterLinks },
];
