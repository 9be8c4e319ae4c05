import type { Category } from "../../common/categories";
import type { Location } from "../../common/locations";

export interface SeedNotice {
  category: Category;
  /** The town the title names. */
  location: Location;
  title: string;
  description: string;
  /** Items for sale only, in pounds: what such a thing fetches second-hand locally. */
  price?: number;
  venue?: string;
  link?: string;
  /** Events: how many days from the seeding day the event takes place. */
  eventInDays?: number;
  /** Discussions: the approved replies under it, each about what it asks. */
  replies?: { authorName: string; content: string }[];
}

/** Price bounds a resident would believe, by category; categories that show no price have none. */
export const SEED_PRICE_RANGES: Partial<Record<Category, { min: number; max: number }>> = {
  items_for_sale: { min: 5, max: 1500 },
};

/**
 * `npm run seed`'s notices: each appears once, every title names the town it is listed in, and events lie ahead.
 * Links go to example.org so nobody's real business is advertised.
 */
// prettier-ignore
export const SEED_NOTICES: SeedNotice[] = [
  { category: "events", location: "ludlow", title: "Ludlow Food Festival tasting walk", eventInDays: 12, venue: "Ludlow Castle", link: "https://example.org/ludlow-food",
    description: "A guided walk round the castle square stalls with tastings from twelve Marches producers. Comfortable shoes advised; children welcome." },
  { category: "events", location: "shrewsbury", title: "Shrewsbury Flower Show volunteers' evening", eventInDays: 20, venue: "The Quarry, Shrewsbury",
    description: "Come and meet the team who set up the Quarry marquees. Tea, cake and a short talk on this year's plans for the show." },
  { category: "events", location: "much_wenlock", title: "Much Wenlock Olympian Games family day", eventInDays: 34, venue: "Gaskell Recreation Ground",
    description: "Races, archery taster sessions and a history trail celebrating the games that inspired the modern Olympics. Free entry." },
  { category: "events", location: "bridgnorth", title: "Bridgnorth folk night by the Cliff Railway", eventInDays: 5, venue: "Castle Walk, Bridgnorth",
    description: "An evening of local folk musicians and singers. Bring an instrument for the open session in the second half." },
  { category: "events", location: "oswestry", title: "Oswestry charity quiz night at the Memorial Hall", eventInDays: 9, venue: "Memorial Hall, Oswestry",
    description: "Teams of up to six, eight rounds including a picture round and local history. Raffle and bar; all proceeds to the air ambulance." },
  { category: "events", location: "bishops_castle", title: "Bishop's Castle Michaelmas Fair craft stalls", eventInDays: 45, venue: "Church Street, Bishop's Castle",
    description: "Makers from the Clun Forest selling pottery, woodwork and knitwear, with a brass band and a hog roast at lunchtime." },
  { category: "items_for_sale", location: "wellington", title: "Raleigh hybrid bike, 21 gears, Wellington", price: 85,
    description: "Adult hybrid bike in good working order, new brake pads fitted last month. Some scuffs on the frame. Collection only." },
  { category: "items_for_sale", location: "oswestry", title: "Children's wooden play kitchen in Oswestry", price: 30,
    description: "Sturdy wooden play kitchen with pans and utensils. Our two have outgrown it. Smoke and pet free home." },
  { category: "items_for_sale", location: "church_stretton", title: "Walking boots size 9, Church Stretton", price: 45.5,
    description: "Waterproof leather walking boots, worn twice on the Long Mynd before I realised they were half a size too big." },
  { category: "items_for_sale", location: "market_drayton", title: "Solid oak dining table and four chairs, Market Drayton", price: 240,
    description: "Farmhouse style oak table 150 x 90 cm with four matching chairs. A few marks on the top from family life, otherwise sound." },
  { category: "items_for_sale", location: "whitchurch", title: "Multi-fuel wood burner, Whitchurch", price: 180,
    description: "5 kW stove removed when we fitted a heat pump. Glass and rope seals replaced last winter. You collect; it is heavy." },
  { category: "jobs", location: "church_stretton", title: "Part-time barista wanted in Church Stretton", link: "https://example.org/jobs/barista",
    description: "Friendly café on the High Street looking for a barista for weekends and school holidays. Experience helpful but training given." },
  { category: "jobs", location: "craven_arms", title: "Farm hand for lambing season near Craven Arms",
    description: "Experienced help needed on a family sheep farm for March and April. Accommodation available if required." },
  { category: "jobs", location: "market_drayton", title: "Volunteer drivers for Market Drayton community transport",
    description: "Help older neighbours get to appointments around the town. Mileage paid; a few hours a week makes a big difference." },
  { category: "jobs", location: "telford", title: "Care assistant, days or nights, Telford",
    description: "Small residential home looking for caring people. Full training, paid breaks and shifts to fit around school runs." },
  { category: "services", location: "ludlow", title: "Reliable gardener covering Ludlow and villages", link: "https://example.org/gardener",
    description: "Lawns, hedges, borders and clearances. Fully insured, fifteen years' experience, references available on request." },
  { category: "services", location: "shrewsbury", title: "Maths and science tutor in Shrewsbury, GCSE and A level",
    description: "Qualified teacher offering one-to-one tutoring at home or online. Calm, patient and exam-board savvy." },
  { category: "services", location: "wem", title: "Chimney sweep, HETAS registered, based in Wem",
    description: "Clean, tidy sweeping with certificates for insurance. Covering Whitchurch, Ellesmere and the villages between." },
  { category: "services", location: "albrighton", title: "Dog walking and pet sitting in Albrighton",
    description: "Small groups, never more than four dogs, on the lanes and fields around the village. DBS checked and insured." },
  { category: "lost_and_found", location: "ironbridge", title: "Lost: black and white cat, Ironbridge",
    description: "Our cat Pip has not been home since Tuesday evening. Very friendly, microchipped, white patch over one eye. Please check sheds." },
  { category: "lost_and_found", location: "bridgnorth", title: "Found: set of keys by the Severn in Bridgnorth",
    description: "Found a set of three keys with a blue fob on the riverside path near the bridge. Describe the fob to claim them." },
  { category: "lost_and_found", location: "church_stretton", title: "Lost walking pole on Caer Caradoc above Church Stretton",
    description: "Left a red walking pole at the summit on Sunday afternoon. It has sentimental value; reward offered." },
  { category: "lost_and_found", location: "ellesmere", title: "Found: spaniel by the Mere in Ellesmere",
    description: "Friendly liver and white spaniel, no collar, found on the path by the visitor centre. Safe and fed while we find the owner." },
  { category: "discussion", location: "bishops_castle", title: "Best pub walks around Bishop's Castle?",
    description: "We are visiting for a long weekend in spring and would love recommendations for circular walks that end at a good pub.",
    replies: [
      { authorName: "Sarah", content: "The Crown at Newcastle on Clun does a lovely loop over Offa's Dyke." },
      { authorName: "Gareth", content: "Try the walk from Clun up to Bury Ditches, the views are wonderful." },
    ] },
  { category: "discussion", location: "telford", title: "Should Telford town centre get a weekly market?",
    description: "There has been talk of a weekly produce market in the town centre. Would you use it, and what would you want to see there?",
    replies: [
      { authorName: "Priya", content: "I would definitely go, especially if there were local cheeses and veg." },
      { authorName: "Dave", content: "Yes please, as long as the stall fees stay low enough for small growers." },
    ] },
  { category: "discussion", location: "newport", title: "Recommendations for a reliable plumber in Newport",
    description: "Our boiler is making odd noises and we have just moved here. Who do people use and trust round here?",
    replies: [
      { authorName: "Tom", content: "We used Hughes & Son last winter and they were brilliant, very fair prices." },
      { authorName: "Helen", content: "Make sure whoever comes is Gas Safe registered; ours serviced the boiler same week." },
    ] },
  { category: "local_businesses", location: "cleobury_mortimer", title: "Corvedale Bakery, Cleobury Mortimer: sourdough daily", link: "https://example.org/bakery",
    description: "Family bakery baking sourdough, pastries and celebration cakes every morning from six. Find us just off the high street." },
  { category: "local_businesses", location: "ironbridge", title: "Severn Valley Bike Repairs, Ironbridge",
    description: "Servicing, puncture repairs and e-bike diagnostics while you wait. Collection available across the Gorge." },
  { category: "local_businesses", location: "wem", title: "The Wem Bookshop",
    description: "Independent bookshop with new and second-hand books, a children's corner and a monthly book club. Orders welcome." },
  { category: "local_businesses", location: "broseley", title: "Broseley Pipeworks Tea Room",
    description: "Homemade cakes and light lunches beside the old clay pipe works. Dogs welcome in the garden; free parking." },
];
