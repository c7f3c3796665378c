/**
 * The profile's section forms the submission reuses as they are: the tests (score inputs, totals,
 * out-of-range toasts), the journal and conference lists, and the activities.
 */
export { ExtracurricularForm as ResultsActivitiesForm } from "../../profile/modal/ExtracurricularForm";
export { ListForm as ResultsListForm } from "../../profile/modal/ListForm";
export { TestsForm as ResultsTestsForm } from "../../profile/modal/TestsForm";
