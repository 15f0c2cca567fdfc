import { describe, expect, test } from "vitest";
import { defaultFirmFacts, mondayToFridayHours } from "~/shared/firm/facts";
import { enquiryAcknowledgement, enquiryNotification } from "./enquiry-mails";

const enquiry = {
  reference: "CH-7K3M9Q",
  name: 'Eve <script>alert("x")</script> Smith',
  email: "eve@example.com",
  phone: "+441614960123",
  practiceArea: "family-law",
  message: "First line <b>bold?</b>\n\nSecond paragraph & more",
  replyBy: "email" as const,
};

describe("enquiry e-mails", () => {
  test("what people typed is escaped in the HTML and kept as typed in the text", () => {
    const mail = enquiryNotification(enquiry, defaultFirmFacts);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("First line &lt;b&gt;bold?&lt;/b&gt;");
    expect(mail.text).toContain("First line <b>bold?</b>");
    expect(mail.subject).toBe("New enquiry CH-7K3M9Q: Family Law");
  });

  test.each([
    ["notification", enquiryNotification(enquiry, defaultFirmFacts)],
    ["acknowledgement", enquiryAcknowledgement(enquiry, defaultFirmFacts)],
  ])(
    "the %s carries the firm's details and the SRA statement, with no remote images",
    (_name, mail) => {
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain("authorised and regulated by the Solicitors Regulation Authority");
        expect(body).toContain("SRA number 558160");
        expect(body).toContain("0161 496 0000");
        expect(body).toContain("SK7 1QZ");
      }
      expect(mail.html).not.toMatch(/<img|src=["']https?:/i);
    },
  );

  test("the acknowledgement gives the reference but does not repeat the message", () => {
    const mail = enquiryAcknowledgement(enquiry, defaultFirmFacts);
    expect(mail.subject).toBe("We have your message (CH-7K3M9Q)");
    expect(mail.text).toContain("Your reference is CH-7K3M9Q");
    expect(mail.text).not.toContain("Second paragraph");
  });

  test("the acknowledgement gives the office hours in the site's one time style", () => {
    const mail = enquiryAcknowledgement(enquiry, defaultFirmFacts);
    expect(mail.text).toContain("0161 496 0000, Monday to Friday, 9:00 AM to 5:00 PM.");
    expect(mail.text).not.toMatch(/\d ?[ap]m\b/);
  });
});

test("the acknowledgement says the office hours it is given, not fixed ones", () => {
  const facts = {
    ...defaultFirmFacts,
    hours: mondayToFridayHours("08:30", "16:00"),
  };
  expect(enquiryAcknowledgement(enquiry, facts).text).toContain(
    "Monday to Friday, 8:30 AM to 4:00 PM.",
  );
});
