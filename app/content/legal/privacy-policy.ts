import type { DocumentPage } from "~/content/types";
import { accountClosureWords } from "./account-closure";

const page: DocumentPage = {
  meta: {
    title: "Privacy Policy",
    description:
      "How {firmName} collects, uses, shares and protects your personal data, how long we keep it, your rights, and the three cookies our website sets.",
  },
  heading: "Privacy policy",
  lead: "This notice explains what personal data we collect, why we need it, who we share it with, how long we keep it and what your rights are. We have tried to keep it short and clear.",
  updated: "2026-11-27",
  sections: [
    {
      heading: "Who we are",
      body: `**{firmName}** is a firm of solicitors in Stockport, Greater Manchester. We are authorised and regulated by the Solicitors Regulation Authority (SRA number {sraNumber}).

We are the **controller** of the personal data described in this notice. "Controller" means we decide how and why your data is used, and we are responsible for looking after it.

Our offices are:

{officeList}

You can reach us by phone on **{phone}** ({weekdayHours}) or by e-mail at {email}.`,
    },
    {
      heading: "Our Data Protection Lead",
      body: `We have appointed a member of our team as **our Data Protection Lead**. They are responsible for how we handle personal data and are the person to contact about anything in this notice.

To contact them, e-mail {email} and put "For the Data Protection Lead" in the subject line, or write to either office marked for their attention.`,
    },
    {
      heading: "What data we collect and where it comes from",
      body: `**Data you give us.** Most of the data we hold comes straight from you:

- when you book a free consultation: your name, e-mail address, phone number, how you would like to meet, the time you choose and a short note about what you need help with;
- when you use our contact form, e-mail or phone us: your name, contact details and whatever you tell us in your message;
- when you ask us to e-mail you a conveyancing quote: your e-mail address and the answers the quote was worked out from (the type of transaction, the price or value of the property, whether it is leasehold or a new build, whether there is a mortgage, and whether you are a first-time buyer, buying an additional home or not resident in the UK), with the total and a reference. Using the quote calculator on screen, without asking for an e-mail, does not give us your name or contact details;
- when you become a client: your name, address, date of birth, proof of identity, bank details, and the information we need to do your legal work. Depending on the matter, that may include details about your family, your home, your money, your work, your health or your past.
- when you agree to let us show a testimonial (your words about our work for you) on our website: your words exactly as you gave them, the name you choose to be shown (which need not be your full name), the type of matter in general terms, the date you gave them, and a record of your consent: when and how you gave it (by e-mail, letter, signed form or online form) and where we keep it.

**Data from other people.** When we act for you, we may also receive information about you from:

- people connected with your matter, such as estate agents, mortgage lenders, the other side's solicitors, executors (the people who deal with an estate), family members, doctors or other experts;
- courts, tribunals and public bodies;
- public records, such as HM Land Registry and Companies House.

**Data our website records automatically.** Our servers keep short security logs: the address of the page asked for, the time, your IP address (the number that identifies your connection) and the type of browser you use. We do not use analytics or tracking tools.

We may also hold data about people who are not our clients, such as the other party in a dispute, a witness, or a person named in a will.`,
    },
    {
      heading: "Why we use your data, and our lawful basis",
      body: `Data protection law says we must have a **lawful basis** (a reason the law accepts) for every use of your data. Here is each purpose and the basis we rely on.

1. **Booking a free consultation.** We use your details to arrange the meeting, send you a confirmation with a link to move or cancel it, check that we are free to help you (that we are not already acting for someone on the other side) and prepare for the conversation. **Basis:** taking steps you have asked for before you may decide to enter into a contract with us.
2. **Answering enquiries from our contact form, e-mail or phone.** We use your details to reply to you and, if you ask, to give you information about our services. **Basis:** our legitimate interests in answering the questions people send us, or taking steps you have asked for before a contract.
3. **E-mailing you a conveyancing quote.** If you ask, we send the quote on screen to your e-mail address and keep a record of it under its reference, so that if you contact us or instruct us we can see exactly what we quoted. Our staff are told of each quote we send and may contact you at that address about it. We do not use the address for anything else and do not add it to any mailing list. **Basis:** taking steps you have asked for before you may decide to enter into a contract with us, and our legitimate interests in keeping a record of the quotes we give and following them up.
4. **Acting for you as a client.** We use your data to give you legal advice and carry out your work, to keep your file, to bill you and to manage our firm. **Basis:** the contract between us. We also have **legal obligations** that need your data: for example, checking your identity and the source of your money under anti-money-laundering law, keeping accounts records, and meeting the rules of the SRA. Where we need to check for conflicts of interest, defend a claim or talk to our insurers, we rely on our **legitimate interests** in running our practice properly.
5. **Website accounts.** Our staff sign in to a private admin area to manage bookings, enquiries, quotes and articles, and anyone may create an account on our sign-in page. For an account we use the name, e-mail address, a phone number if you add one, a scrambled (hashed) copy of the password and records of when it signs in. Once you confirm your e-mail address with the link we send, your account shows the consultations, enquiries and e-mailed quotes we hold under that address, and lets you download everything we hold about it or close the account. **Basis:** for staff, the employment contract and our legitimate interests in keeping the admin area secure; for anyone else, the agreement you make with us when you create the account, and our legitimate interests in keeping accounts secure.
6. **Showing your testimonial.** If you agree, we show your words on our website, with the name you chose, the type of matter and the month you gave them: on our home page and on the pages about the kind of work we did for you. We show them exactly as you gave them; we never pay or reward anyone for a testimonial. **Basis:** your consent. You can withdraw it at any time, without giving a reason, by phone, e-mail or letter to us (see "How to use your rights"). When you do, we remove your words from our website at once and never show them again.
7. **Keeping our website secure.** We keep short security logs to spot and stop misuse, such as attempts to break in or to flood our forms, and we count for a short time how many forms and sign-in attempts come from each IP address, so we can slow down anyone sending too many. **Basis:** our legitimate interests in keeping our website and your data safe.

We rely on your consent only to show a testimonial. **We do not rely on your consent** for booking a consultation, answering an enquiry or e-mailing a quote: the bases are the ones given above. The booking and contact forms each have a short notice telling you how we will use what you send, with a link to this policy, so you know before you send it.

Where we rely on legitimate interests, we have weighed our interests against yours and think the use is fair and expected. You can object (see "Your rights" below).

We will only send you news or marketing if you have agreed to it, and you can stop it at any time.`,
    },
    {
      heading: "Sensitive information",
      body: `Some legal matters involve **special category data**. This is information the law protects more closely, such as details about your health, religion, ethnic origin, sex life or sexual orientation. For example, a personal injury claim involves medical records, and a lasting power of attorney may involve information about someone's health.

Some matters also involve **criminal offence data**, such as details of an arrest, a charge or a conviction. This comes up in criminal and motoring cases, and sometimes in family or employment matters.

We only use this kind of information where it is needed for your matter. We rely on the conditions in data protection law for **establishing, exercising or defending legal claims** and **obtaining legal advice** (UK GDPR Article 9(2)(f), and the Data Protection Act 2018, Schedule 1). In a few cases we may ask for your **explicit consent**; if we do, we will explain why, and you can withdraw it.

Access to this information is limited to the people working on your matter.`,
    },
    {
      heading: "Who we share your data with",
      body: `We only share your data where we need to, and only as much as is needed. Depending on your matter, we may share it with:

- **our IT and e-mail hosting providers**, who store data for us. They act as our **processors**: they may only use the data on our instructions and must keep it safe;
- **{videoProvider}**, which hosts our video consultations. It receives the call itself (your picture, your voice and the name you type when you join), not the details of your booking; if the lawyer you meet uses their own room on another service, such as Microsoft Teams or Zoom, the link we send you is to that service instead;
- **the calendar service the lawyer you meet uses**, such as Microsoft Outlook or Google Calendar, which shows them their own consultations: the time, your name, the booking reference and where you meet, never what you told us about your matter;
- **courts and tribunals**;
- **the other parties' solicitors** and other people involved in your matter, such as estate agents, mortgage lenders, barristers, experts and mediators;
- **HM Land Registry**, when you buy, sell or mortgage property;
- **HMRC**, for example for Stamp Duty Land Tax returns or an estate's inheritance tax;
- **the Solicitors Regulation Authority and the Legal Ombudsman**, when they require it, for example during an inspection or a complaint;
- **our professional indemnity insurers**, brokers and professional advisers, if there is a claim or a possible claim;
- **our auditors**, who check our accounts, including our client account;
- **the police, the National Crime Agency or other authorities**, but only where the law requires us to.

We never sell your data, and we do not share it for other people's marketing.`,
    },
    {
      heading: "Transfers outside the UK",
      body: `We do not routinely send personal data outside the UK.

If one of our service providers stores data outside the UK, we make sure it stays protected. We rely on either:

- **UK adequacy regulations**, which confirm that a country protects personal data to a standard the UK accepts; or
- the **International Data Transfer Agreement** issued by the Information Commissioner's Office, a contract that requires the provider to protect the data.

If your matter itself needs data to go abroad (for example, a lawyer or a relative overseas), we will talk to you about it first.`,
    },
    {
      heading: "How long we keep your data",
      body: `We keep data only as long as we need it, then delete or securely destroy it.

- **Consultation requests** where you do not go on to instruct us: **12 months** after the consultation date.
- **Enquiries** from the contact form, e-mail or phone where you do not go on to instruct us: **12 months** after our last contact.
- **E-mailed conveyancing quotes:** your e-mail address, your answers and the quote are deleted **12 months** after you asked for it, or 12 months after our last contact with you about it if that is later.
- **Copies of e-mails our website sends** (such as booking confirmations and e-mailed quotes), which we keep to check what was sent and whether it arrived: **90 days**.
- **Client files:** at least **6 years** after your matter ends. This is about how long someone can bring most legal claims, and matches our duties to our insurers and regulator.
- **Property files:** **15 years** after the matter ends, because some claims about property can be brought later.
- **Wills:** we keep your will file for as long as you live and for at least **12 years** after your death, so your executors and family can rely on it.
- **Testimonials:** shown on our website only while your consent stands. When you withdraw it, your words leave the website at once; we keep the record of your consent and its withdrawal, with the words it covered, as part of your client file so that we can show what you agreed to, unless you ask us to delete it sooner.
- **Website security logs:** **90 days**.
- **Counts of form and sign-in attempts** from each IP address: each count lasts 15 minutes or an hour, and is deleted within a few hours after that.
- **Website accounts:** while the account is in use. A staff account an administrator closes is deleted within **30 days**. ${accountClosureWords}

Sometimes we must keep data for longer, for example if there is a complaint, a claim or an investigation. If so, we keep only what is needed.`,
    },
    {
      heading: "Your rights",
      body: `You have these rights over your personal data:

- **Access:** to ask for a copy of the data we hold about you.
- **Rectification:** to ask us to correct data that is wrong or incomplete.
- **Erasure:** to ask us to delete your data. We may not be able to if the law requires us to keep it.
- **Restriction:** to ask us to limit how we use your data, for example while we check whether it is accurate.
- **Objection:** to object to our use of your data where we rely on legitimate interests. You can always object to marketing.
- **Portability:** to ask for data you gave us in a common electronic format, or for us to send it to someone else, where we use it under a contract or with your consent.
- **Withdrawing consent:** where we rely on your consent, you can withdraw it at any time. This does not affect what we did before.
- **Rights about automated decisions:** not to be subject to decisions made only by a computer that have a legal or similarly significant effect on you, without safeguards. We do not make decisions like this.

Some rights have limits. For example, the law may let us withhold information that is protected by legal professional privilege (the rule that keeps communications between lawyers and clients confidential). If a limit applies, we will tell you.`,
    },
    {
      heading: "How to use your rights",
      body: `Contact our Data Protection Lead by e-mail at {email}, by phone on {phone}, or in writing to either office. You do not have to use any special form.

- It is **free** in almost all cases. We may only charge a reasonable fee, or refuse, if a request is clearly unfounded or excessive, and we would explain why.
- We may ask you to confirm who you are, so we do not give your data to the wrong person.
- We will reply within **one month**. If your request is complex, or you send several, we may need up to two more months; if so, we will tell you within the first month and explain why.`,
    },
    {
      heading: "Complaining about how we use your data",
      body: `If you are unhappy with how we have used your data, please tell our Data Protection Lead first, using the contact details above. We will acknowledge your complaint within 30 days, look into it and tell you the outcome without undue delay.

You also have the right to complain to the **Information Commissioner's Office (ICO)**, the UK's data protection regulator:

- website: [ico.org.uk](https://ico.org.uk)
- phone: 0303 123 1113

If your complaint is about our legal service rather than your data, please see our [complaints procedure](/complaints).`,
    },
    {
      heading: "Do you have to give us your data?",
      body: `- **To book a consultation or get an answer to an enquiry**, we need your name and a way to contact you. Without them, we cannot arrange the meeting or reply to you.
- **To have a quote e-mailed to you**, we need your e-mail address. You can see the same quote on screen without giving us any details.
- **To become a client**, you must give us proof of your identity and, for some work, details of where your money comes from. Anti-money-laundering law requires this, and we cannot act for you without it. We also need the information your matter depends on; if you do not give it, we may not be able to help you properly.`,
    },
    {
      heading: "Automated decision-making",
      body: `We do not make any decisions about you using only automated means, and we do not use profiling. People at our firm make every decision about your enquiry, booking or matter.`,
    },
    {
      heading: "Cookies and storage on your device",
      body: `Our website stores as little as possible on your device.

**Three strictly necessary cookies.** Our website sets only these three cookies, and only for people who sign in. If you are a visitor reading our pages, booking a consultation, sending an enquiry or asking for a quote, we set none of them.

- \`__session\`: **keeps you signed in** (our staff, or anyone who has created an account). It holds a random code and nothing else: not your name, e-mail address or password. It ends after **14 days** without use and after **at most 30 days** in any case, or when you sign out. Strictly necessary: yes, because signing in cannot work without it.
- \`__device\`: **keeps your own sign-in working if someone else tries to guess your password.** It is set when you sign in and holds a random code with a check value made from your e-mail address and our secret key, so it proves only that this browser has signed in to your account before: it does not sign you in, and it holds no name, address or password. When someone makes many wrong guesses at an account, we slow down sign-in attempts from browsers the account has not used, but not from yours. It lasts **365 days**, or until you clear it. Strictly necessary: yes, because it is part of keeping your account secure.
- \`admin_notice\`: **used only in our staff admin area.** After a member of staff makes a change there, it carries a one-line confirmation to the next page, such as "Booking CH-7K3M9Q cancelled". It is sent only to admin pages, is deleted as soon as that page is shown, and lasts **at most 60 seconds**. Strictly necessary: yes, because it tells staff that the change they asked for has been made.

All three cookies are marked HttpOnly, which means scripts on the page cannot read them, and SameSite=Lax, which stops them being sent when another website tries to send a form to ours.

**The offline cache.** Our website uses a service worker: a small script your browser runs so pages load quickly and still open if your connection drops. It keeps copies in your browser of:

- the **public pages** you have visited, such as our service and contact pages (up to 60, each for at most **7 days**);
- the website's **scripts, styles and fonts**, and a page to show when you are offline (these hold our code and design, never anything about you);
- the **images** on our public pages (up to 60, each for at most **30 days**).

It never stores your form entries, your booking or account pages, or anything from the admin area. To know when to remove old copies, it also keeps a **small database** in your browser (an IndexedDB database called workbox-expiration) that records only the address of each stored copy and when it was stored. None of this is sent to us. You can clear it all at any time by clearing this site's data in your browser settings.

**What we do not use.** We use no analytics, no advertising and no tracking pixels. We do not use social media plug-ins.

**The SRA badge.** The SRA requires us to show its digital badge, which confirms we are regulated. The badge is loaded in a frame from the SRA's provider, at cdn.yoshki.com. When your browser loads it, that provider receives your request and may log it (for example, your IP address and browser type). We do not control that frame.

**Why there is no cookie banner.** Under the Privacy and Electronic Communications Regulations (PECR), as changed by the Data (Use and Access) Act 2025, a website needs your consent before storing anything on your device that is not essential. Everything our website stores is strictly necessary for a service you or our staff have asked for, so we do not need to ask for consent, and there is no banner to click.`,
    },
    {
      heading: "How we protect your data",
      body: `We take the security of your data seriously. For example:

- our website uses an encrypted connection (HTTPS);
- passwords are stored only in a scrambled (hashed) form, repeated failed sign-ins are slowed down, and access to the admin area is limited to our staff;
- access to client files is limited to the people who need it for their work;
- our staff are trained in confidentiality and data protection, as our professional rules require;
- we choose service providers who keep data secure, and we have written contracts with them.

No system is perfectly secure. If something goes wrong that puts your data at risk, we will act quickly, tell you where the law requires, and report it to the ICO where needed.

**Be alert to e-mail fraud.** Criminals sometimes pretend to be law firms. We will never tell you by e-mail that our bank details have changed. If you get a message like that, do not send money: call us on {phone} first.`,
    },
    {
      heading: "Changes to this notice",
      body: `We review this notice regularly and update it when the way we use data, or the law, changes. The date at the top of this page shows when it was last updated. If we make an important change that affects you as a client, we will tell you directly.`,
    },
  ],
};

export default page;
