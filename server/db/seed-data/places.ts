import { LOCATION_TYPE, type LocationType } from '#domain/fleet';

/** City ids of seed-data/geography.ts. */
const CITY = { karachi: 1, lahore: 2, islamabad: 3, rawalpindi: 4, multan: 6, peshawar: 7, quetta: 8 } as const;

/** Fuel pumps on the main freight corridors (N-5, M-2, M-9, the ring roads); the Peshawar one is closed. */
export const DEMO_FUEL_PUMPS = [
  {
    name: 'PSO Lucky Star Service Station',
    brand: 'PSO',
    cityId: CITY.karachi,
    address: 'Abdullah Haroon Road, Saddar',
    latitude: 24.8546,
    longitude: 67.0287,
    discountPercent: 3,
    active: true,
  },
  {
    name: 'Shell Sohrab Goth',
    brand: 'Shell',
    cityId: CITY.karachi,
    address: 'M-9 Super Highway, near Sohrab Goth',
    latitude: 24.9489,
    longitude: 67.117,
    discountPercent: 2.5,
    active: true,
  },
  {
    name: 'Total Parco Ravi Toll Plaza',
    brand: 'Total Parco',
    cityId: CITY.lahore,
    address: 'M-2 Motorway, Ravi Toll Plaza, Shahdara',
    latitude: 31.6287,
    longitude: 74.2703,
    discountPercent: 4,
    active: true,
  },
  {
    name: 'Attock Thokar Niaz Baig',
    brand: 'Attock',
    cityId: CITY.lahore,
    address: 'Multan Road, Thokar Niaz Baig',
    latitude: 31.4736,
    longitude: 74.2419,
    discountPercent: 1.5,
    active: true,
  },
  {
    name: 'PSO I-9 Industrial Area',
    brand: 'PSO',
    cityId: CITY.islamabad,
    address: 'Service Road North, I-9/3 Industrial Area',
    latitude: 33.6566,
    longitude: 73.0457,
    discountPercent: 2,
    active: true,
  },
  {
    name: 'Shell Rawat GT Road',
    brand: 'Shell',
    cityId: CITY.rawalpindi,
    address: 'GT Road, Rawat',
    latitude: 33.495,
    longitude: 73.1959,
    discountPercent: 0,
    active: true,
  },
  {
    name: 'Total Parco Multan Bypass',
    brand: 'Total Parco',
    cityId: CITY.multan,
    address: 'Northern Bypass, near Sher Shah Chowk',
    latitude: 30.2361,
    longitude: 71.4842,
    discountPercent: 5,
    active: true,
  },
  {
    name: 'Attock Ring Road Hayatabad',
    brand: 'Attock',
    cityId: CITY.peshawar,
    address: 'Ring Road, Hayatabad Phase 3',
    latitude: 33.99,
    longitude: 71.4464,
    discountPercent: 2,
    active: false,
  },
  {
    name: 'PSO Sariab Road',
    brand: 'PSO',
    cityId: CITY.quetta,
    address: 'Sariab Road, near Sariab Mill',
    latitude: 30.159,
    longitude: 66.992,
    discountPercent: 1,
    active: true,
  },
];

const day = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Truck tyre offers at pumps (named as above) and shops; dates relative to `today` so one stays
 * expired and the rest current whenever the demo is seeded. Servis is switched off.
 */
export const demoTyreOffers = (today: Date) => [
  {
    brand: 'General Tyre',
    size: '11R22.5',
    price: 68_000,
    discountPercent: 5,
    pumps: ['PSO Lucky Star Service Station', 'Total Parco Ravi Toll Plaza'],
    shops: ['General Tyre Dealer, Shershah Karachi'],
    validUntil: day(today, 180),
    active: true,
  },
  {
    brand: 'Bridgestone',
    size: '295/80R22.5',
    price: 95_000,
    discountPercent: 4,
    pumps: ['Shell Sohrab Goth', 'Shell Rawat GT Road'],
    shops: [],
    validUntil: day(today, 90),
    active: true,
  },
  {
    brand: 'Yokohama',
    size: '12.00R20',
    price: 82_000,
    discountPercent: 3,
    pumps: [],
    shops: ['Al-Madina Tyres, Badami Bagh Lahore', 'Khyber Tyre House, Peshawar'],
    validUntil: null,
    active: true,
  },
  {
    brand: 'Michelin',
    size: '315/80R22.5',
    price: 115_000,
    discountPercent: 6,
    pumps: ['Total Parco Multan Bypass'],
    shops: [],
    validUntil: day(today, -30),
    active: true,
  },
  {
    brand: 'Servis',
    size: '10.00R20',
    price: 48_000,
    discountPercent: 7.5,
    pumps: ['PSO I-9 Industrial Area'],
    shops: ['Servis Tyre Centre, Multan Road Lahore'],
    validUntil: day(today, 60),
    active: false,
  },
];

export interface DemoPlace {
  name: string;
  locationType: LocationType;
  address: string;
  cityId: number;
  latitude: number;
  longitude: number;
  /** A demo company key (A: Indus Foods, Lahore; B: Karachi Cement), or none for a public place. */
  company?: 'A' | 'B';
  contactName?: string;
  contactNumber?: string;
}

/** Saved places of every type: the demo shippers' sites, the Karachi ports, a container yard, truck stands. */
export const DEMO_PLACES: DemoPlace[] = [
  {
    name: 'Indus Foods Sundar Warehouse',
    locationType: LOCATION_TYPE.WAREHOUSE,
    address: 'Plot 42, Sundar Industrial Estate, Raiwind Road',
    cityId: CITY.lahore,
    latitude: 31.2936,
    longitude: 74.1742,
    company: 'A',
    contactName: 'Kashif Javed',
    contactNumber: '03214567890',
  },
  {
    name: 'Indus Foods Kot Lakhpat Plant',
    locationType: LOCATION_TYPE.FACTORY,
    address: 'Kot Lakhpat Industrial Area, Township',
    cityId: CITY.lahore,
    latitude: 31.4627,
    longitude: 74.326,
    company: 'A',
    contactName: 'Rizwan Ali',
    contactNumber: '03224567891',
  },
  {
    name: 'Karachi Cement Manghopir Plant',
    locationType: LOCATION_TYPE.FACTORY,
    address: 'Manghopir Road, near Hub River Road',
    cityId: CITY.karachi,
    latitude: 24.986,
    longitude: 66.999,
    company: 'B',
    contactName: 'Faisal Memon',
    contactNumber: '03334567892',
  },
  {
    name: 'Karachi Cement SITE Warehouse',
    locationType: LOCATION_TYPE.WAREHOUSE,
    address: 'Plot 14, SITE Area',
    cityId: CITY.karachi,
    latitude: 24.8928,
    longitude: 66.992,
    company: 'B',
    contactName: 'Nadia Shaikh',
    contactNumber: '03344567893',
  },
  {
    name: 'Karachi Port, KICT Keamari',
    locationType: LOCATION_TYPE.PORT,
    address: 'Karachi International Container Terminal, Berths 28-30, Keamari',
    cityId: CITY.karachi,
    latitude: 24.8325,
    longitude: 66.978,
    contactName: 'KICT Gate Office',
    contactNumber: '02132855101',
  },
  {
    name: 'Port Qasim, QICT',
    locationType: LOCATION_TYPE.PORT,
    address: 'Qasim International Container Terminal, Bin Qasim',
    cityId: CITY.karachi,
    latitude: 24.77,
    longitude: 67.33,
    contactName: 'QICT Gate Office',
    contactNumber: '02134739100',
  },
  {
    name: 'Pak Shaheen Container Yard',
    locationType: LOCATION_TYPE.YARD,
    address: 'Hawkesbay Road, Mauripur',
    cityId: CITY.karachi,
    latitude: 24.87,
    longitude: 66.955,
  },
  {
    name: 'Pir Wadhai Truck Stand',
    locationType: LOCATION_TYPE.TRUCK_STAND,
    address: 'General Bus and Truck Stand, IJP Road, Pir Wadhai',
    cityId: CITY.rawalpindi,
    latitude: 33.647,
    longitude: 73.034,
  },
  {
    name: 'Multan Truck Adda',
    locationType: LOCATION_TYPE.TRUCK_STAND,
    address: 'Vehari Road Truck Adda',
    cityId: CITY.multan,
    latitude: 30.1706,
    longitude: 71.5085,
  },
  {
    name: 'Quetta Western Bypass Weighbridge',
    locationType: LOCATION_TYPE.OTHER,
    address: 'Western Bypass, near Hazar Ganji',
    cityId: CITY.quetta,
    latitude: 30.1426,
    longitude: 66.9368,
  },
];
