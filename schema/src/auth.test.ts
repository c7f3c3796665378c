import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, confirmPasswordError, emailError, nameError, passwordError } from "./auth";
import { loginInputSchema, registerInputSchema } from "./auth.schemas";

describe("account rules", () => {
  it("names: letters only, with the spec's message", () => {
    for (const ok of ["Asha", "José", "Anne-Marie", "O'Brien", "Mary Ann", "李"])
      expect(nameError(ok), ok).toBeNull();
    for (const bad of ["R2D2", "a_b", "Bob!", "  - ", "x".repeat(51)])
      expect(nameError(bad), bad).toBe(AUTH_MESSAGES.invalidName);
    expect(nameError("  ")).toBe(AUTH_MESSAGES.required);
  });

  it("email: required, then the pattern", () => {
    expect(emailError("")).toBe("Email is required");
    for (const bad of ["a", "a@b", "a b@c.com", "@c.com", "a@.com"])
      expect(emailError(bad), bad).toBe("Invalid email address");
    expect(emailError("student@uni.edu.in")).toBeNull();
  });

  it("password: six characters with a digit and a special character", () => {
    expect(passwordError("")).toBe("Password is required");
    for (const weak of ["abc1!", "abcdef1", "abcdef!", "123456"])
      expect(passwordError(weak), weak).toBe(AUTH_MESSAGES.weakPassword);
    expect(passwordError("abc12!")).toBeNull();
    expect(passwordError(`a1!${"x".repeat(200)}`)).toBe(AUTH_MESSAGES.weakPassword);
  });

  it("confirm password: required, then equal", () => {
    expect(confirmPasswordError("abc12!", "")).toBe("Confirm Password is required");
    expect(confirmPasswordError("abc12!", "abc12?")).toBe("Passwords do not match.");
    expect(confirmPasswordError("abc12!", "abc12!")).toBeNull();
  });

  it("the register schema reports the same messages, on the right fields", () => {
    const result = registerInputSchema.safeParse({
      email: "x",
      password: "abc12!",
      confirmPassword: "nope",
      firstName: "A1",
      lastName: "B",
      category: "International Student",
      applyingSemester: "Winter",
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join("."), i.message]),
    );
    expect(issues).toMatchObject({
      email: "Invalid email address",
      firstName: AUTH_MESSAGES.invalidName,
      applyingSemester: "applyingSemester must be one of: Fall, Spring, Summer.",
    });
  });

  it("normalizes emails so one mailbox is one account", () => {
    const parsed = loginInputSchema.parse({ email: "  Student@Uni.EDU ", password: "x" });
    expect(parsed.email).toBe("student@uni.edu");
  });
});
