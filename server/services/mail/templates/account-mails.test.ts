import { expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { passwordChangedMail, passwordResetMail, verifyEmailMail } from "./account-mails";

test("the reset mail carries the link and says it works once, for the hours it is given", () => {
  const mail = passwordResetMail({
    firm: defaultFirmFacts,
    name: "Bob <b>",
    link: "https://example.com/auth/set-password/x",
    hours: 1,
  });
  expect(mail.html).toContain('href="https://example.com/auth/set-password/x"');
  // Not a name we write into a mail: greeted plainly, the markup nowhere.
  expect(mail.html).not.toContain("Bob");
  expect(mail.text).toContain("Hello,");
  expect(mail.text).toContain("https://example.com/auth/set-password/x");
  expect(mail.text).toContain("once, for one hour");
  const longer = passwordResetMail({
    firm: defaultFirmFacts,
    name: "Bob",
    link: "https://example.com/x",
    hours: 2,
  });
  expect(longer.text).toContain("once, for two hours");
});

test("the password-changed mail tells the owner other devices were signed out", () => {
  const mail = passwordChangedMail({
    firm: defaultFirmFacts,
    name: "Ann",
    how: "with a reset link",
  });
  expect(mail.subject).toMatch(/password was changed/);
  expect(mail.text).toContain("with a reset link");
  expect(mail.text).toContain("signed out");
});

test("the verification mail says what waits on it", () => {
  const mail = verifyEmailMail({
    firm: defaultFirmFacts,
    name: "Ann",
    link: "https://e.com/v",
    hours: 24,
    change: false,
  });
  expect(mail.text).toContain("https://e.com/v");
  expect(mail.text).toContain("for 24 hours");
  const shorter = verifyEmailMail({
    firm: defaultFirmFacts,
    name: "Ann",
    link: "https://e.com/v",
    hours: 1,
    change: true,
  });
  expect(shorter.text).toContain("for one hour");
});

test("the verification mail, which goes to an address nobody has proved, greets only a real name", () => {
  const link = { link: "https://e.com/v", hours: 24, change: true };
  const free = verifyEmailMail({
    firm: defaultFirmFacts,
    name: "Your account is suspended, call 0900 000000",
    ...link,
  });
  expect(free.text).not.toContain("suspended");
  expect(free.html).not.toContain("suspended");
  expect(verifyEmailMail({ firm: defaultFirmFacts, name: "Ann Lee", ...link }).text).toContain(
    "Dear Ann Lee,",
  );
  expect(verifyEmailMail({ firm: defaultFirmFacts, name: "A".repeat(81), ...link }).text).toContain(
    "Hello,",
  );
});
