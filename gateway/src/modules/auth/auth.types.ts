/** GraphQL types of accounts. */
import { Field, Float, InputType, ObjectType } from "type-graphql";

@ObjectType({ description: "The signed-in student's session (the spec's stored user)." })
export class SessionUserType {
  @Field(() => String) email!: string;
  @Field(() => String) student_id!: string;
  @Field(() => String) firstname!: string;
  @Field(() => String, { description: "International Student or Domestic Student." })
  category!: string;
  @Field(() => String, { nullable: true }) applying_semester!: string | null;
  @Field(() => Float, { description: "End of the session, in ms since the epoch." })
  expiry!: number;
}

@InputType({ description: "A new account (field rules and messages: schema/src/auth.ts)." })
export class RegisterInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) confirmPassword!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) category!: string;
  @Field(() => String, { nullable: true }) applyingSemester?: string | null;
}
