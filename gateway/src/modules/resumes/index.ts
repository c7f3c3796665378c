/** The resumes domain's entry for the workers. */
export { checkDocx, DOCX_BODY, readDirectory, verifyDeclaredSizes } from "./docx-check";
export { ResumeEntity, ResumeUpload, UPLOAD_STATUS } from "./resume.entities";
export { toResume } from "./resume-mapping";
