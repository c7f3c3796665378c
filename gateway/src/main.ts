import { hello } from "@gradplan/schema";
export const y: string = hello;
