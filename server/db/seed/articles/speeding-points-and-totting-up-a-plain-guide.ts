import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "speeding-points-and-totting-up-a-plain-guide",
  title: "Speeding, points and totting up: a plain guide",
  summary:
    "From the first letter to the magistrates' court: how speeding cases work, how points add up to a ban, the rules for new drivers, and what exceptional hardship means.",
  body: `Getting a speeding letter through the door is stressful, especially if you rely on your car for work or family. The process follows clear rules, and knowing them helps you avoid the mistakes that make things worse. This guide covers England and Wales.

A quick note on words. **Penalty points** are added to your driving record, which is called an **endorsement**. Points for speeding stay on your record for four years from the date of the offence. For a totting-up ban (explained below), points count if the offences were committed within three years of each other.

## The first letter: the notice and naming the driver

If you were caught by a camera and not stopped at the roadside, the registered keeper of the vehicle will usually receive a **Notice of Intended Prosecution**. This warns that a prosecution is being considered. In most cases it must be sent within **14 days** of the offence. There are exceptions — for example, if you were stopped and warned at the time, or if there was an accident.

The notice normally comes with a **section 172 request**. Section 172 of the Road Traffic Act 1988 requires the keeper to say who was driving. You must reply within **28 days**.

Please do not ignore this request. Failing to name the driver without good reason is a separate offence. It carries **six penalty points** and a fine — more than a typical speeding offence. If you genuinely do not know who was driving, you must show that you took reasonable care to find out. A company must name the driver of its vehicles too.

## A course, a fixed penalty or court

Once the driver is named, the police decide what happens next. There are three main routes.

- **A speed awareness course.** For speeds only a little over the limit, you may be offered a course instead of points, if you have not done a similar course recently. You pay a fee, and no points are added.
- **A fixed penalty.** This is usually a **£100 fine and three points**. If you accept and pay on time, you avoid court. A fixed penalty is not offered if the speed was well over the limit, or if three more points would take you to 12 or more.
- **Court.** If neither of those is offered, or you want to dispute the offence, the case goes to the **magistrates' court**.

**At the magistrates' court.** Many speeding cases are dealt with under the **single justice procedure**. You receive a notice by post and must respond within **21 days**, online or by post. You can plead guilty or not guilty and give details of your income. A single magistrate, helped by a legal adviser, then decides the case on the papers. You do not go to court.

If you plead not guilty, the case moves to a hearing in a normal courtroom. If the court is thinking about banning you from driving, you will be given the chance to attend and explain your circumstances. If you do not respond at all, the case can be decided without you.

For speeding, the court can add **three to six points**, or ban you for between 7 and 56 days. The fine depends on your weekly income and how far over the limit you were. It can go up to £1,000, or £2,500 on a motorway. You will usually also pay prosecution costs and a **victim surcharge** — an extra amount that helps fund services for victims of crime. Pleading guilty early normally reduces the fine.

## Totting up: the 12-point ban

If you reach **12 or more points within three years**, the court must normally ban you from driving for at least **six months**. This is called a **totting-up ban**. The ban is longer if you have been banned before in recent years.

**New drivers** face a stricter rule. If you get **six or more points within two years of passing your first driving test**, the DVLA will revoke (cancel) your licence. You would need to apply for a new provisional licence and pass both the theory and practical tests again. The court does not decide this; it happens automatically once the points are added. For a new driver, even two fixed penalties can be enough.

## Exceptional hardship

The court can decide not to impose a totting-up ban, or to shorten it, if a ban would cause **exceptional hardship**. This means more than the normal inconvenience that any ban causes. Losing your job may not be enough on its own. Hardship to other people — such as a disabled relative who relies on you for transport, or employees whose jobs depend on your business — often carries more weight.

You will usually need to give evidence in court and bring documents to back it up. You cannot rely on the same reasons if you used them to avoid a ban in the previous three years. Even if the court accepts your argument, the points stay on your record.

## Talk to us

The deadlines for replying to a Notice of Intended Prosecution or a single justice procedure notice are short, so it helps to get advice as soon as the letter arrives. Our [motoring offences team](/services/motoring-offences) can explain your options and represent you at court. Book a [free 30-minute consultation](/consultation) by phone, by video or at either of our offices.`,
  practiceArea: "motoring-offences",
  author: "james-mercer",
  publishedAt: "2026-11-03T09:00:00Z",
  seoTitle: "Speeding points and totting up: a plain guide",
  seoDescription:
    "How speeding cases work in England and Wales: the notice, naming the driver, fixed penalties, court, the 12-point ban, new drivers and exceptional hardship.",
};

export default article;
