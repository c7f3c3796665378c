/**
 * `@Ctx()` for the modules' resolvers: the resolver's own module's view of the request
 * (ModuleContext), not type-graphql's whole request. Every resolver parameter for the context
 * takes it from here (house.test.ts checks).
 */
import { createParameterDecorator } from "type-graphql";
import { type RequestContext, resolverContextOf } from "./context";

export function Ctx(): ParameterDecorator {
  return (prototype, method, index) => {
    const resolver = prototype.constructor;
    const decorate = createParameterDecorator<RequestContext>(({ context }) =>
      resolverContextOf(context, resolver),
    );
    decorate(prototype, method as string | symbol, index);
  };
}
