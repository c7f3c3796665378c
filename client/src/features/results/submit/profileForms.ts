/**
 * The profile's section forms the submission reuses as they are: the tests (score inputs, totals,
 * out-of-range toasts), the journal and conference lists, and the activities.
 */
export {
  ExtracurricularForm as ResultsActivitiesForm,
  ListForm as ResultsListForm,
  TestsForm as ResultsTestsForm,
} from "../../profile";
