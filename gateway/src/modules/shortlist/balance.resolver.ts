/** The shortlist's balance through GraphQL: what it lacks and programs that would balance it. */
import { Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { StudentToRead } from "../auth/current-student";
import { BalanceSuggestionsType } from "./balance.types";
import type { ShortlistContext } from "./shortlist.context";

@Resolver()
export class BalanceResolver {
  @Query(() => BalanceSuggestionsType, {
    description:
      "Whether the shortlist lacks a Safe/Very Safe or a Moderate program, and up to 3 programs for each that fit the student's preferences (not on the list), with the model's chance.",
  })
  async balanceSuggestions(
    @StudentToRead() studentId: string,
    @Ctx() ctx: ShortlistContext,
  ): Promise<BalanceSuggestionsType> {
    return ctx.services.balance.suggestions(studentId);
  }
}
