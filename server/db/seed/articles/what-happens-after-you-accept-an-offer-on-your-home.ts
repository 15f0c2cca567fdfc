import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "what-happens-after-you-accept-an-offer-on-your-home",
  title: "What happens after you accept an offer on your home",
  summary:
    "You have accepted an offer. Here is what happens next, from the memorandum of sale to handing over the keys, and what you can do to keep your sale moving.",
  body: `Accepting an offer on your home is a big moment. In England and Wales, though, it is only the start. Nothing is legally binding until **exchange of contracts** — the point at which the sale becomes a firm, binding deal. Until then, you or your buyer can still pull out.

This guide explains what happens next if you are selling, in the order it usually happens, and what you can do to help things along.

## The first few days: instructing your solicitor

Once you accept the offer, your estate agent sends a **memorandum of sale** to everyone involved. This is a short note of the agreed price, the names of the buyer and seller, and their solicitors. It is not a contract.

Next, you instruct a solicitor or conveyancer to do the **conveyancing** — the legal work of passing ownership of your home to the buyer. We will send you a letter setting out our terms, our fees and who will handle your sale.

Before we can act, the law requires us to check who you are. We will ask for photo ID and proof of your address. If you have a mortgage, we ask your lender for a **redemption statement** — the exact figure needed to pay the mortgage off on the day you sell.

## Forms, papers and the draft contract

Your buyer's solicitor needs a lot of information about your home. Most of it comes from you, through standard forms:

- **The Property Information Form (TA6)** asks about boundaries, disputes with neighbours, building work, services such as gas and drainage, and much more.
- **The Fittings and Contents Form (TA10)** lists what you are leaving and what you are taking, from curtains to the garden shed.
- **The Leasehold Information Form (TA7)** is needed if your home is leasehold, such as most flats.

Answer the questions honestly and fully. If you don't know an answer, say so rather than guess. A wrong answer can lead to a claim against you after the sale.

It helps to dig out your paperwork now. That includes planning permission and building regulations certificates for extensions or loft conversions, certificates for replacement windows, guarantees for damp-proofing or other work, and boiler service records.

If your home is leasehold, your landlord or managing agent will need to provide a **management pack** with details of service charges and ground rent. There is usually a fee for this, and it can take a few weeks to arrive, so we will ask for it early.

We then get up-to-date copies of your title from **HM Land Registry** — the government body that records who owns land in England and Wales. We prepare the draft contract and send it, with your forms, to the buyer's solicitor.

## While your buyer does their checks

Now the buyer's side does its work. The buyer's solicitor orders **searches** — checks with the local council, the water company and others about matters such as planning, roads and drainage. You can read more about them in our guide to [conveyancing searches](/services/conveyancing/conveyancing-searches).

The buyer's lender will arrange a valuation, and the buyer may also pay for a survey. You may be asked to give the surveyor access.

The buyer's solicitor then raises **enquiries** — questions about anything in the forms, the title or the searches that needs explaining. We pass these on to you. Quick, clear replies are one of the best ways to keep a sale on track.

If the survey finds a problem, the buyer may ask to lower the price. You do not have to agree. Talk it through with your estate agent and with us before you reply.

If you are buying another home at the same time, that purchase runs alongside your sale. A **chain** — a line of linked sales and purchases — can only move as fast as its slowest part.

## Exchange of contracts

When the buyer's solicitor is satisfied, the buyer has a mortgage offer and everyone in the chain is ready, we agree a **completion date** — the day you move out and the buyer moves in.

Before exchange, you sign the contract and the **transfer deed**, the document that passes ownership to the buyer. We explain what you are signing first, and we hold the signed documents until exchange.

On exchange, the solicitors swap contracts, usually over the phone using an agreed procedure, and the buyer pays a deposit. From that moment, both sides are legally bound. If either side then pulls out, they can face serious financial consequences. Our guide to [exchange and completion](/services/conveyancing/exchange-completion) explains this in more detail.

Keep your buildings insurance in place until the sale completes.

## Completion day

On completion day, the buyer's money is sent to us by bank transfer. The timing depends on the chain, so it may arrive in the afternoon.

When the money arrives, we:

1. Tell your estate agent they can release the keys.
2. Pay off your mortgage.
3. Pay your estate agent's bill, if you have asked us to.
4. Send the balance to you.

Make sure you are out by the agreed time. Leave behind everything listed in the TA10 form, and take meter readings.

How long does it all take? It varies. A sale with no chain and no problems can move quite quickly. A long chain, a leasehold flat or slow searches can add weeks. For more on each stage, see our guide to [the conveyancing process](/services/conveyancing/conveyancing-process).

If you are selling in or around Stockport, our residential property team at our Bramhall and Heaton Moor offices can help. Read more about our [conveyancing service](/services/conveyancing) and our [fees for selling a home](/compliance/residential-sale), or book a [free 30-minute consultation](/consultation) to talk through your sale.`,
  practiceArea: "conveyancing",
  author: "priya-shah",
  publishedAt: "2025-09-16T09:00:00Z",
  seoTitle: "After you accept an offer: the steps to completion",
  seoDescription:
    "Selling your home? What happens after you accept an offer, from forms and searches to exchange of contracts and completion day, and how to keep things moving.",
};

export default article;
