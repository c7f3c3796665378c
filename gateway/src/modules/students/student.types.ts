/** GraphQL types of students, as staff tools and the student see them. */
import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "A student's account (profile fields come with the profile issue)." })
export class StudentType {
  @Field(() => String) student_id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstname!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String) category!: string;
  @Field(() => String, { nullable: true }) applying_semester!: string | null;
  @Field(() => Date) created_at!: Date;
}
