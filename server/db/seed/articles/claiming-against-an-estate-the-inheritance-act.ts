import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "claiming-against-an-estate-the-inheritance-act",
  title: "Claiming against an estate: the Inheritance Act explained",
  summary:
    "If a will or the intestacy rules leave you without reasonable provision, the Inheritance Act may help. Who can claim, what courts consider, and the strict six-month time limit.",
  body: `When someone dies, their will decides who inherits. If there is no will, the **intestacy rules** — the legal rules for sharing out an estate when there is no will — decide instead. Sometimes the result leaves a close family member, or someone who depended on the person who died, without enough to live on.

The **Inheritance (Provision for Family and Dependants) Act 1975** lets certain people ask the court for "reasonable financial provision" from the **estate** — the money, property and belongings the person left. A claim does not say the will is invalid. It asks the court to change how the estate is shared.

The Act applies when the person who died was **domiciled** (had their permanent home, in legal terms) in England and Wales. We know these claims often come at a time of grief and family strain, so we explain things gently and honestly.

## Who can make a claim

Only people in certain groups can claim:

1. The husband, wife or civil partner of the person who died.
2. A former husband, wife or civil partner who has not remarried or formed a new civil partnership. A financial order made on divorce often ends this right, so the paperwork from the divorce matters.
3. A **cohabitant** — someone who lived with the person in the same household, as if married or in a civil partnership, for the whole of the two years immediately before the death.
4. A child of the person who died, of any age.
5. Someone treated as a child of the family, such as a stepchild brought up as part of the household.
6. Anyone who was being supported financially by the person, in whole or in part, immediately before the death.

Being in one of these groups gives you the right to ask the court. It does not give you a right to money.

## What "reasonable financial provision" means

The Act uses two different standards.

- **The spouse standard** applies to husbands, wives and civil partners. It means what is reasonable in all the circumstances, whether or not it is needed for day-to-day living. The court may think about what the person might have received if the marriage had ended in divorce rather than death.
- **The maintenance standard** applies to everyone else. It means what is reasonable for the person's **maintenance** — their everyday living costs, such as housing, bills and food. It is not about what someone feels they deserve, or what would seem fair between brothers and sisters.

To decide, the court looks at a list of factors set out in the Act. These include:

- the money, property and needs of the person claiming, now and in the foreseeable future;
- the needs of anyone else who is claiming and of the people who inherit;
- any responsibilities the person who died had towards the claimant;
- the size and nature of the estate;
- any physical or mental disability;
- anyone's conduct, and any other matter the court thinks relevant — which can include the reasons the person gave for the choices in their will.

Every case turns on its own facts. For example, adult children who are working and independent can find it harder to show that the estate should provide for them.

## The six-month time limit

This is the rule that catches people out. A claim must normally be started within **six months of the date of the grant of representation**. That is the document — a grant of probate, or letters of administration — that gives someone the legal authority to deal with the estate.

The court can allow a claim after six months, but only in some cases and with good reason. There is no guarantee. After six months, executors can usually share out the estate without being personally at risk, and once the money has gone a claim becomes much harder.

You can start a claim before the grant is issued. If you think you may have a claim, please speak to a solicitor as soon as you can rather than waiting for the grant.

## Before court: mediation and costs

Court is not the first step. Before a claim is issued, the person claiming normally sends a **letter of claim** to the executors or administrators. It explains who they are, why they are claiming and what they are asking for. Both sides then share information about the estate and their finances, and the executors reply.

The courts expect people to try to settle disputes without a trial. **Mediation** — a confidential meeting led by a neutral mediator who helps both sides reach an agreement — is very common. So are round-table meetings between the parties and their solicitors. A court can take into account an unreasonable refusal to try these steps, and it can order the parties to try them. Many claims settle this way, and any agreement is then written down so that it is binding.

If a claim does go to court, it is expensive. The usual rule is that the losing side pays much of the winning side's legal costs, although the court has some flexibility. Costs can also come out of the estate, which leaves less for everyone, including you. Offers to settle made during the case can affect who pays costs at the end.

We cannot promise an outcome, and nobody honestly can. What we can do is give you a clear view of the strengths and weaknesses of your position, the likely costs and the options for funding a claim, before you commit to anything.

## Talk to us

Whether you are thinking about making a claim, or you are an executor facing one, our [inheritance disputes team](/services/inheritance-disputes) can help you understand where you stand. Because of the six-month time limit, it is best to get advice early. Book a [free 30-minute consultation](/consultation) by phone, by video or at either of our offices.`,
  practiceArea: "inheritance-disputes",
  author: "claire-ashworth",
  publishedAt: "2026-07-14T09:00:00Z",
  seoTitle: "Claiming against an estate: the Inheritance Act",
  seoDescription:
    "Who can claim under the Inheritance Act 1975, what reasonable financial provision means, the six-month time limit, mediation and the costs risks of a claim.",
};

export default article;
