/**
 * The student a GraphQL operation acts for, taken from the request rather than compared with an
 * argument: `@CurrentStudent()` for a student's own writes, `@StudentToRead()` for reads a staff
 * key may also make. The REST routes keep their `:student_id` and their guard (http/routes.ts).
 */
import { createParameterDecorator } from "type-graphql";
import type { RequestContext } from "../../core/context";
import { requireSignedIn, studentToRead } from "./student-access";

/** The signed-in student's id; 401 without a session. */
export function CurrentStudent() {
  return createParameterDecorator<RequestContext>(({ context }) => requireSignedIn(context));
}

/**
 * The student to read (student-access.ts's `studentToRead`), with an optional `studentId`
 * argument that only a staff key needs.
 */
export function StudentToRead() {
  return createParameterDecorator<RequestContext>(
    ({ context, args }) => studentToRead(context, args.studentId as string | null | undefined),
    {
      arg: {
        name: "studentId",
        typeFunc: () => String,
        options: {
          nullable: true,
          description: "Staff only: the student to read; a student's session reads its own.",
        },
      },
    },
  );
}
