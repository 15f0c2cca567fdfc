import { expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { setPasswordMail } from "./set-password-mail";

test("the set-password e-mail carries the link, its lifetime and the letterhead, with names escaped", () => {
  const mail = setPasswordMail({
    name: "Bob <script>",
    link: "https://example.com/auth/set-password/abc",
    hours: 72,
    invitedBy: "Ada & Co",
    firm: defaultFirmFacts,
  });
  expect(mail.subject).toBe("Set your password for the Carrow & Hale admin area");
  expect(mail.html).toContain('href="https://example.com/auth/set-password/abc"');
  expect(mail.text).toContain("Hello,");
  expect(mail.html).not.toContain("<script>");
  expect(mail.html).toContain("Ada &amp; Co");
  expect(mail.text).toContain("https://example.com/auth/set-password/abc");
  expect(mail.text).toContain("for 72 hours");
  expect(mail.text).toContain("Solicitors Regulation Authority");
});
