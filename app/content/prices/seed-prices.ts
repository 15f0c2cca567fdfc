import type { PriceList } from "~/shared/prices/price-list-schema";

/**
 * The firm's figures as they stood when prices became stored data (reviewed 22 Nov 2026): what
 * every page shows until an admin saves a price list (firm_settings key "prices"). This is the
 * only place a published figure is written; the price pages' words (./*.ts) refer to its lines by
 * id, and their prose figures are tokens filled from the list in force (~/shared/prices/tokens).
 */
export const seedPriceList: PriceList = {
  reviewedOn: "2026-11-22",
  pages: {
    "wills-probate": {
      legalFee: {
        kind: "fixed",
        fees: [
          {
            id: "grant-only",
            label: "Grant only (fixed fee)",
            amount: 1450,
            vat: true,
            basis: "fixed",
          },
          {
            id: "full-administration",
            label: "Full estate administration: typical estates from",
            amount: 3000,
            to: 7500,
            vat: true,
            basis: "hourly",
          },
          {
            id: "partner-rate",
            label: "Hourly rate: partner",
            amount: 285,
            vat: true,
            basis: "hourly",
          },
          {
            id: "legal-executive-rate",
            label: "Hourly rate: chartered legal executive",
            amount: 215,
            vat: true,
            basis: "hourly",
          },
        ],
      },
      supplements: [
        {
          id: "single-will",
          label: "Single will (separate from probate)",
          amount: 295,
          vat: true,
          basis: "fixed",
        },
        {
          id: "mirror-wills",
          label: "Mirror wills for a couple (separate from probate)",
          amount: 450,
          vat: true,
          basis: "fixed",
        },
      ],
      disbursements: [
        {
          id: "probate-fee",
          label: "Probate application fee",
          amount: 300,
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "grant-copies",
          label: "Extra sealed copies of the grant (usually 4 to 6)",
          amount: {
            from: 6,
            to: 9,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "creditor-notices",
          label: "Notices to creditors (full administration only)",
          amount: {
            from: 100,
            to: 250,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "bankruptcy-searches",
          label: "Bankruptcy searches (full administration only)",
          amount: {
            from: 2,
            to: 3,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "property-valuation",
          label: "Property valuation",
          amount: {
            from: 250,
            to: 600,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "id-check",
          label: "ID and anti-fraud check",
          amount: 12,
          vat: true,
          appliesWhen: "always",
        },
      ],
    },
    "lasting-powers-attorney": {
      legalFee: {
        kind: "fixed",
        fees: [
          {
            id: "one-lpa",
            label: "One lasting power of attorney",
            amount: 450,
            vat: true,
            basis: "fixed",
          },
          {
            id: "both-types",
            label: "Both types for one person (2 LPAs)",
            amount: 750,
            vat: true,
            basis: "fixed",
          },
          {
            id: "both-types-couple",
            label: "Both types for a couple (4 LPAs)",
            amount: 1350,
            vat: true,
            basis: "fixed",
          },
        ],
      },
      supplements: [
        {
          id: "home-visit",
          label: "Home or care home visit",
          amount: 95,
          vat: true,
          basis: "fixed",
        },
        {
          id: "existing-lpa",
          label: "Checking and registering an LPA you have already made",
          amount: 195,
          vat: true,
          basis: "fixed",
        },
      ],
      disbursements: [
        {
          id: "registration-fee",
          label: "Office of the Public Guardian registration fee",
          amount: 92,
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "capacity-report",
          label: "Doctor's report on mental capacity (rarely needed)",
          amount: {
            from: 150,
            to: 400,
          },
          vat: false,
          appliesWhen: "always",
        },
      ],
    },
    "residential-purchase": {
      legalFee: {
        kind: "banded",
        id: "legal-fee",
        label: "Legal fee by purchase price",
        vat: true,
        bands: [
          {
            upTo: 150000,
            amount: 950,
          },
          {
            upTo: 250000,
            amount: 1095,
          },
          {
            upTo: 400000,
            amount: 1295,
          },
          {
            upTo: 600000,
            amount: 1550,
          },
          {
            upTo: 1000000,
            amount: 1950,
          },
          {
            upTo: null,
            amount: 2450,
          },
        ],
      },
      supplements: [
        {
          id: "leasehold",
          label: "Leasehold property",
          amount: 395,
          vat: true,
          basis: "fixed",
        },
        {
          id: "new-build",
          label: "New build property",
          amount: 295,
          vat: true,
          basis: "fixed",
        },
        {
          id: "shared-ownership",
          label: "Shared ownership",
          amount: 350,
          vat: true,
          basis: "fixed",
        },
        {
          id: "lender",
          label: "Acting for your mortgage lender",
          amount: 175,
          vat: true,
          basis: "fixed",
        },
        {
          id: "gifted-deposit",
          label: "Gifted deposit",
          amount: 95,
          vat: true,
          basis: "fixed",
        },
        {
          id: "unregistered",
          label: "Unregistered property",
          amount: 250,
          vat: true,
          basis: "fixed",
        },
      ],
      disbursements: [
        {
          id: "local-search",
          label: "Local authority search",
          amount: {
            from: 150,
            to: 250,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "drainage-search",
          label: "Drainage and water search",
          amount: {
            from: 60,
            to: 90,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "environmental-search",
          label: "Environmental search",
          amount: {
            from: 40,
            to: 80,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "chancel",
          label: "Chancel repair check or indemnity policy",
          amount: {
            from: 20,
            to: 60,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "coal-search",
          label: "Coal mining search (where relevant)",
          amount: {
            from: 50,
            to: 80,
          },
          vat: true,
          appliesWhen: "sometimes",
        },
        {
          id: "land-registry-fee",
          label: "HM Land Registry registration fee",
          amount: {
            from: 20,
            to: 500,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "land-registry-searches",
          label: "HM Land Registry official search and bankruptcy search",
          amount: {
            from: 3,
            to: 10,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "id-check",
          label: "ID and anti-fraud check",
          amount: 12,
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "bank-transfer",
          label: "Bank transfer fee",
          amount: 40,
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "leasehold-fees",
          label: "Leasehold fees (leasehold only)",
          amount: {
            from: 200,
            to: 500,
          },
          vat: false,
          appliesWhen: "leasehold",
        },
      ],
    },
    "residential-sale": {
      legalFee: {
        kind: "banded",
        id: "legal-fee",
        label: "Legal fee by sale price",
        vat: true,
        bands: [
          {
            upTo: 150000,
            amount: 850,
          },
          {
            upTo: 250000,
            amount: 950,
          },
          {
            upTo: 400000,
            amount: 1095,
          },
          {
            upTo: 600000,
            amount: 1295,
          },
          {
            upTo: 1000000,
            amount: 1595,
          },
          {
            upTo: null,
            amount: 1995,
          },
        ],
      },
      supplements: [
        {
          id: "leasehold",
          label: "Leasehold property",
          amount: 350,
          vat: true,
          basis: "fixed",
        },
        {
          id: "help-to-buy",
          label: "Repaying a Help to Buy equity loan",
          amount: 250,
          vat: true,
          basis: "fixed",
        },
        {
          id: "shared-ownership",
          label: "Shared ownership",
          amount: 295,
          vat: true,
          basis: "fixed",
        },
        {
          id: "extra-mortgage",
          label: "Each extra mortgage or secured loan to repay",
          amount: 95,
          vat: true,
          basis: "fixed",
        },
        {
          id: "unregistered",
          label: "Unregistered property",
          amount: 250,
          vat: true,
          basis: "fixed",
        },
      ],
      disbursements: [
        {
          id: "official-copies",
          label: "Official copies of the title",
          amount: {
            from: 6,
            to: 20,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "id-check",
          label: "ID and anti-fraud check",
          amount: 12,
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "bank-transfer",
          label: "Bank transfer fee",
          amount: 40,
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "management-pack",
          label: "Leasehold management pack (leasehold only)",
          amount: {
            from: 200,
            to: 500,
          },
          vat: false,
          appliesWhen: "leasehold",
        },
        {
          id: "help-to-buy-valuation",
          label: "Valuation to repay Help to Buy (if you have one)",
          amount: {
            from: 200,
            to: 400,
          },
          vat: true,
          appliesWhen: "sometimes",
        },
      ],
    },
    "residential-mortgage": {
      legalFee: {
        kind: "fixed",
        fees: [
          {
            id: "remortgage",
            label: "Remortgage of a freehold home",
            amount: 595,
            vat: true,
            basis: "fixed",
          },
        ],
      },
      supplements: [
        {
          id: "leasehold",
          label: "Leasehold property",
          amount: 150,
          vat: true,
          basis: "fixed",
        },
        {
          id: "transfer-of-equity",
          label: "Transfer of equity at the same time",
          amount: 350,
          vat: true,
          basis: "fixed",
        },
        {
          id: "extra-mortgage",
          label: "Each extra mortgage or secured loan to repay",
          amount: 95,
          vat: true,
          basis: "fixed",
        },
      ],
      disbursements: [
        {
          id: "search-indemnity",
          label: "Search indemnity insurance",
          amount: {
            from: 20,
            to: 60,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "searches",
          label: "Searches (only if your lender insists)",
          amount: {
            from: 250,
            to: 420,
          },
          vat: true,
          appliesWhen: "sometimes",
        },
        {
          id: "land-registry-fee",
          label: "HM Land Registry fee to register the new mortgage",
          amount: {
            from: 20,
            to: 140,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "land-registry-searches",
          label: "HM Land Registry official copies and search",
          amount: {
            from: 9,
            to: 20,
          },
          vat: false,
          appliesWhen: "always",
        },
        {
          id: "id-check",
          label: "ID and anti-fraud check",
          amount: 12,
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "bank-transfer",
          label: "Bank transfer fee",
          amount: 40,
          vat: true,
          appliesWhen: "always",
        },
      ],
    },
    "motoring-offences": {
      legalFee: {
        kind: "fixed",
        fees: [
          {
            id: "guilty-plea",
            label: "Guilty plea with mitigation",
            amount: 650,
            vat: true,
            basis: "fixed",
          },
          {
            id: "exceptional-hardship",
            label: "Guilty plea with an exceptional hardship argument",
            amount: 1250,
            vat: true,
            basis: "fixed",
          },
          {
            id: "trial",
            label: "Not guilty plea to trial: from",
            amount: 2000,
            to: 4500,
            vat: true,
            basis: "fixed",
          },
          {
            id: "hourly-rate",
            label: "Hourly rate for other work",
            amount: 210,
            vat: true,
            basis: "hourly",
          },
        ],
      },
      supplements: [
        {
          id: "travel-time",
          label: "Travel time to a court outside Greater Manchester or Cheshire",
          amount: 105,
          vat: true,
          basis: "hourly",
        },
        {
          id: "extra-hearing",
          label: "Each extra hearing",
          amount: 350,
          vat: true,
          basis: "fixed",
        },
      ],
      disbursements: [
        {
          id: "counsel-trial",
          label: "Barrister's (counsel's) fee for a trial",
          amount: {
            from: 500,
            to: 1200,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "travel-costs",
          label: "Travel costs for courts outside Greater Manchester or Cheshire",
          amount: {
            from: 20,
            to: 150,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "expert-report",
          label: "Expert report (rarely needed)",
          amount: {
            from: 500,
            to: 1500,
          },
          vat: true,
          appliesWhen: "always",
        },
      ],
    },
    "employment-law": {
      legalFee: {
        kind: "range",
        id: "legal-fee",
        basis: "hourly",
        from: 3500,
        to: 30000,
        vat: true,
        tiers: [
          {
            id: "simple",
            label: "Simple claim",
            from: 3500,
            to: 8000,
          },
          {
            id: "medium",
            label: "Medium claim",
            from: 8000,
            to: 15000,
          },
          {
            id: "complex",
            label: "Complex claim",
            from: 15000,
            to: 30000,
          },
        ],
        rates: [
          {
            id: "partner-rate",
            label: "Hourly rate: partner",
            amount: 295,
            vat: true,
            basis: "hourly",
          },
          {
            id: "associate-rate",
            label: "Hourly rate: associate solicitor",
            amount: 225,
            vat: true,
            basis: "hourly",
          },
        ],
      },
      supplements: [],
      disbursements: [
        {
          id: "counsel-final-hearing",
          label: "Barrister's (counsel's) fee for the final hearing",
          amount: {
            from: 1500,
            to: 6000,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "counsel-preliminary-hearing",
          label: "Barrister's fee for a preliminary hearing (if needed)",
          amount: {
            from: 500,
            to: 1500,
          },
          vat: true,
          appliesWhen: "always",
        },
        {
          id: "travel",
          label: "Travel and copying costs (in-person hearings)",
          amount: {
            from: 20,
            to: 150,
          },
          vat: true,
          appliesWhen: "always",
        },
      ],
    },
  },
  services: {
    "wills-probate": {
      leadLawyer: "eleanor-carrow",
      cardFee: "single-will",
    },
    "executor-of-wills": {
      leadLawyer: "eleanor-carrow",
      cardFee: "grant-only",
    },
    conveyancing: {
      leadLawyer: "priya-shah",
      cardFee: "legal-fee",
    },
    "conveyancing/what-is-conveyancing": {
      leadLawyer: "priya-shah",
      cardFee: "legal-fee",
    },
    "conveyancing/conveyancing-process": {
      leadLawyer: "priya-shah",
      cardFee: "legal-fee",
    },
    "conveyancing/conveyancing-costs": {
      leadLawyer: "priya-shah",
      cardFee: "legal-fee",
    },
    "conveyancing/conveyancing-searches": {
      leadLawyer: "priya-shah",
      cardFee: "legal-fee",
    },
    "conveyancing/exchange-completion": {
      leadLawyer: "priya-shah",
      cardFee: "legal-fee",
    },
    "lasting-powers": {
      leadLawyer: "eleanor-carrow",
      cardFee: "one-lpa",
    },
    "family-law": {
      leadLawyer: "hannah-doyle",
    },
    "business-law": {
      leadLawyer: "richard-hale",
    },
    "employment-law": {
      leadLawyer: "daniel-okafor",
      cardFee: "legal-fee",
    },
    "personal-injury": {
      leadLawyer: "sarah-bennett",
    },
    "criminal-law": {
      leadLawyer: "james-mercer",
    },
    "motoring-offences": {
      leadLawyer: "james-mercer",
      cardFee: "guilty-plea",
    },
    "dispute-resolution": {
      leadLawyer: "richard-hale",
    },
    "commercial-litigation": {
      leadLawyer: "richard-hale",
    },
    "inheritance-disputes": {
      leadLawyer: "eleanor-carrow",
    },
  },
};
