/**
 * Reference geography for New Zealand and Australia.
 *
 * Coordinates are approximate town-centre locations (WGS84, decimal degrees) and
 * populations are approximate urban-area figures, rounded. Within each region the
 * largest centre is listed first. Pure data: no imports, no side effects.
 */

export interface CityRef {
  name: string;
  lat: number;
  lng: number;
  population: number;
}

export interface RegionRef {
  name: string;
  cities: CityRef[];
}

export interface CountryRef {
  name: string;
  code: 'NZ' | 'AU';
  currency: 'nzd' | 'aud';
  regions: RegionRef[];
}

export const COUNTRIES: CountryRef[] = [
  {
    name: 'New Zealand',
    code: 'NZ',
    currency: 'nzd',
    regions: [
      {
        name: 'Northland',
        cities: [
          { name: 'Whangārei', lat: -35.7251, lng: 174.3237, population: 56000 },
          { name: 'Kerikeri', lat: -35.2268, lng: 173.9474, population: 8000 },
          { name: 'Kaitāia', lat: -35.1139, lng: 173.2628, population: 6000 },
          { name: 'Dargaville', lat: -35.94, lng: 173.87, population: 4900 },
          { name: 'Kaikohe', lat: -35.4075, lng: 173.7997, population: 4500 },
          { name: 'Paihia', lat: -35.282, lng: 174.091, population: 1900 },
        ],
      },
      {
        name: 'Auckland',
        cities: [
          { name: 'Auckland', lat: -36.8485, lng: 174.7633, population: 1480000 },
          { name: 'Pukekohe', lat: -37.2, lng: 174.9, population: 28000 },
          { name: 'Orewa', lat: -36.587, lng: 174.694, population: 11000 },
          { name: 'Waiuku', lat: -37.25, lng: 174.73, population: 10000 },
          { name: 'Warkworth', lat: -36.4, lng: 174.66, population: 6000 },
          { name: 'Helensville', lat: -36.68, lng: 174.45, population: 3000 },
          { name: 'Wellsford', lat: -36.29, lng: 174.52, population: 2000 },
        ],
      },
      {
        name: 'Waikato',
        cities: [
          { name: 'Hamilton', lat: -37.787, lng: 175.2793, population: 185000 },
          { name: 'Taupō', lat: -38.6857, lng: 176.0702, population: 26000 },
          { name: 'Cambridge', lat: -37.8833, lng: 175.47, population: 21000 },
          { name: 'Tokoroa', lat: -38.22, lng: 175.87, population: 14000 },
          { name: 'Te Awamutu', lat: -38.01, lng: 175.325, population: 13000 },
          { name: 'Huntly', lat: -37.56, lng: 175.16, population: 8000 },
          { name: 'Ngāruawāhia', lat: -37.668, lng: 175.147, population: 8000 },
          { name: 'Matamata', lat: -37.81, lng: 175.77, population: 8000 },
          { name: 'Morrinsville', lat: -37.66, lng: 175.53, population: 8000 },
          { name: 'Thames', lat: -37.1383, lng: 175.54, population: 7500 },
          { name: 'Whitianga', lat: -36.83, lng: 175.7, population: 6000 },
          { name: 'Te Kūiti', lat: -38.333, lng: 175.166, population: 4600 },
          { name: 'Paeroa', lat: -37.38, lng: 175.67, population: 4500 },
        ],
      },
      {
        name: 'Bay of Plenty',
        cities: [
          { name: 'Tauranga', lat: -37.6878, lng: 176.1651, population: 160000 },
          { name: 'Rotorua', lat: -38.1368, lng: 176.2497, population: 60000 },
          { name: 'Whakatāne', lat: -37.953, lng: 176.99, population: 21000 },
          { name: 'Te Puke', lat: -37.7833, lng: 176.325, population: 10000 },
          { name: 'Kawerau', lat: -38.087, lng: 176.7, population: 7500 },
          { name: 'Katikati', lat: -37.55, lng: 175.92, population: 5000 },
          { name: 'Ōpōtiki', lat: -38.005, lng: 177.287, population: 4800 },
        ],
      },
      {
        name: 'Gisborne',
        cities: [
          { name: 'Gisborne', lat: -38.6623, lng: 178.0176, population: 38000 },
          { name: 'Tolaga Bay', lat: -38.37, lng: 178.3, population: 850 },
          { name: 'Te Karaka', lat: -38.47, lng: 177.87, population: 500 },
        ],
      },
      {
        name: "Hawke's Bay",
        cities: [
          { name: 'Napier', lat: -39.4928, lng: 176.912, population: 66000 },
          { name: 'Hastings', lat: -39.638, lng: 176.849, population: 50000 },
          { name: 'Havelock North', lat: -39.67, lng: 176.88, population: 14000 },
          { name: 'Waipukurau', lat: -39.996, lng: 176.556, population: 4800 },
          { name: 'Wairoa', lat: -39.0333, lng: 177.3667, population: 4500 },
        ],
      },
      {
        name: 'Taranaki',
        cities: [
          { name: 'New Plymouth', lat: -39.0556, lng: 174.0752, population: 60000 },
          { name: 'Hāwera', lat: -39.59, lng: 174.28, population: 10000 },
          { name: 'Waitara', lat: -39.0, lng: 174.23, population: 7000 },
          { name: 'Stratford', lat: -39.336, lng: 174.284, population: 6000 },
          { name: 'Inglewood', lat: -39.157, lng: 174.206, population: 3700 },
          { name: 'Eltham', lat: -39.429, lng: 174.3, population: 2000 },
        ],
      },
      {
        name: 'Manawatū-Whanganui',
        cities: [
          { name: 'Palmerston North', lat: -40.3523, lng: 175.6082, population: 82000 },
          { name: 'Whanganui', lat: -39.9301, lng: 175.0479, population: 43000 },
          { name: 'Levin', lat: -40.6218, lng: 175.2867, population: 22000 },
          { name: 'Feilding', lat: -40.225, lng: 175.565, population: 18000 },
          { name: 'Dannevirke', lat: -40.21, lng: 176.1, population: 5700 },
          { name: 'Marton', lat: -40.07, lng: 175.38, population: 5000 },
          { name: 'Taihape', lat: -39.676, lng: 175.797, population: 1800 },
          { name: 'Ohakune', lat: -39.418, lng: 175.4, population: 1300 },
        ],
      },
      {
        name: 'Wellington',
        cities: [
          { name: 'Wellington', lat: -41.2865, lng: 174.7762, population: 215000 },
          { name: 'Lower Hutt', lat: -41.2092, lng: 174.9081, population: 110000 },
          { name: 'Porirua', lat: -41.133, lng: 174.84, population: 60000 },
          { name: 'Upper Hutt', lat: -41.1244, lng: 175.0708, population: 47000 },
          { name: 'Paraparaumu', lat: -40.914, lng: 175.006, population: 30000 },
          { name: 'Masterton', lat: -40.9597, lng: 175.6575, population: 27000 },
          { name: 'Ōtaki', lat: -40.758, lng: 175.15, population: 6800 },
          { name: 'Carterton', lat: -41.025, lng: 175.53, population: 5500 },
          { name: 'Martinborough', lat: -41.218, lng: 175.459, population: 1700 },
        ],
      },
      {
        name: 'Tasman',
        cities: [
          { name: 'Richmond', lat: -41.339, lng: 173.184, population: 17000 },
          { name: 'Motueka', lat: -41.11, lng: 173.01, population: 8000 },
          { name: 'Wakefield', lat: -41.4, lng: 173.05, population: 2400 },
          { name: 'Brightwater', lat: -41.38, lng: 173.11, population: 2200 },
          { name: 'Māpua', lat: -41.25, lng: 173.1, population: 2000 },
          { name: 'Tākaka', lat: -40.856, lng: 172.806, population: 1300 },
        ],
      },
      {
        name: 'Nelson',
        cities: [
          { name: 'Nelson', lat: -41.2706, lng: 173.284, population: 55000 },
          { name: 'Stoke', lat: -41.315, lng: 173.233, population: 14000 },
        ],
      },
      {
        name: 'Marlborough',
        cities: [
          { name: 'Blenheim', lat: -41.5134, lng: 173.9612, population: 29000 },
          { name: 'Picton', lat: -41.2906, lng: 174.001, population: 4700 },
          { name: 'Renwick', lat: -41.509, lng: 173.828, population: 2300 },
          { name: 'Havelock', lat: -41.28, lng: 173.77, population: 600 },
          { name: 'Seddon', lat: -41.67, lng: 174.07, population: 500 },
        ],
      },
      {
        name: 'West Coast',
        cities: [
          { name: 'Greymouth', lat: -42.45, lng: 171.2075, population: 8500 },
          { name: 'Westport', lat: -41.758, lng: 171.603, population: 4700 },
          { name: 'Hokitika', lat: -42.7167, lng: 170.9667, population: 3000 },
          { name: 'Runanga', lat: -42.4, lng: 171.25, population: 1200 },
          { name: 'Reefton', lat: -42.116, lng: 171.863, population: 1000 },
        ],
      },
      {
        name: 'Canterbury',
        cities: [
          { name: 'Christchurch', lat: -43.5321, lng: 172.6362, population: 390000 },
          { name: 'Timaru', lat: -44.397, lng: 171.255, population: 29000 },
          { name: 'Rolleston', lat: -43.596, lng: 172.383, population: 28000 },
          { name: 'Ashburton', lat: -43.9, lng: 171.748, population: 21000 },
          { name: 'Rangiora', lat: -43.304, lng: 172.595, population: 19000 },
          { name: 'Kaiapoi', lat: -43.38, lng: 172.66, population: 13000 },
          { name: 'Lincoln', lat: -43.64, lng: 172.485, population: 9000 },
          { name: 'Temuka', lat: -44.244, lng: 171.279, population: 4700 },
          { name: 'Geraldine', lat: -44.09, lng: 171.24, population: 2500 },
          { name: 'Kaikōura', lat: -42.4, lng: 173.68, population: 2300 },
          { name: 'Methven', lat: -43.633, lng: 171.65, population: 1900 },
          { name: 'Twizel', lat: -44.257, lng: 170.1, population: 1700 },
          { name: 'Akaroa', lat: -43.804, lng: 172.968, population: 650 },
        ],
      },
      {
        name: 'Otago',
        cities: [
          { name: 'Dunedin', lat: -45.8788, lng: 170.5028, population: 135000 },
          { name: 'Queenstown', lat: -45.0312, lng: 168.6626, population: 30000 },
          { name: 'Mosgiel', lat: -45.875, lng: 170.348, population: 15000 },
          { name: 'Ōamaru', lat: -45.0975, lng: 170.9704, population: 14000 },
          { name: 'Wānaka', lat: -44.7, lng: 169.15, population: 13000 },
          { name: 'Cromwell', lat: -45.04, lng: 169.2, population: 6500 },
          { name: 'Alexandra', lat: -45.249, lng: 169.379, population: 6000 },
          { name: 'Balclutha', lat: -46.234, lng: 169.75, population: 4200 },
          { name: 'Arrowtown', lat: -44.938, lng: 168.83, population: 3000 },
        ],
      },
      {
        name: 'Southland',
        cities: [
          { name: 'Invercargill', lat: -46.4132, lng: 168.3538, population: 57000 },
          { name: 'Gore', lat: -46.0988, lng: 168.944, population: 8000 },
          { name: 'Te Anau', lat: -45.414, lng: 167.718, population: 3000 },
          { name: 'Winton', lat: -46.143, lng: 168.326, population: 2500 },
          { name: 'Bluff', lat: -46.6, lng: 168.333, population: 1800 },
          { name: 'Riverton', lat: -46.358, lng: 168.017, population: 1500 },
        ],
      },
    ],
  },
  {
    name: 'Australia',
    code: 'AU',
    currency: 'aud',
    regions: [
      {
        name: 'New South Wales',
        cities: [
          { name: 'Sydney', lat: -33.8688, lng: 151.2093, population: 5300000 },
          { name: 'Newcastle', lat: -32.9283, lng: 151.7817, population: 500000 },
          { name: 'Wollongong', lat: -34.4278, lng: 150.8931, population: 310000 },
          { name: 'Gosford', lat: -33.425, lng: 151.342, population: 170000 },
          { name: 'Maitland', lat: -32.733, lng: 151.557, population: 90000 },
          { name: 'Coffs Harbour', lat: -30.2963, lng: 153.1135, population: 73000 },
          { name: 'Wagga Wagga', lat: -35.1082, lng: 147.3598, population: 57000 },
          { name: 'Albury', lat: -36.0737, lng: 146.9135, population: 54000 },
          { name: 'Port Macquarie', lat: -31.4333, lng: 152.9, population: 50000 },
          { name: 'Tamworth', lat: -31.0927, lng: 150.932, population: 43000 },
          { name: 'Orange', lat: -33.2835, lng: 149.1013, population: 41000 },
          { name: 'Queanbeyan', lat: -35.354, lng: 149.232, population: 40000 },
          { name: 'Dubbo', lat: -32.2569, lng: 148.6011, population: 39000 },
          { name: 'Bathurst', lat: -33.419, lng: 149.5775, population: 38000 },
          { name: 'Nowra', lat: -34.884, lng: 150.6, population: 38000 },
          { name: 'Lismore', lat: -28.813, lng: 153.277, population: 28000 },
          { name: 'Armidale', lat: -30.512, lng: 151.669, population: 24000 },
          { name: 'Goulburn', lat: -34.754, lng: 149.718, population: 24000 },
          { name: 'Griffith', lat: -34.289, lng: 146.04, population: 20000 },
          { name: 'Broken Hill', lat: -31.953, lng: 141.453, population: 17500 },
          { name: 'Byron Bay', lat: -28.6474, lng: 153.602, population: 10000 },
        ],
      },
      {
        name: 'Victoria',
        cities: [
          { name: 'Melbourne', lat: -37.8136, lng: 144.9631, population: 5100000 },
          { name: 'Geelong', lat: -38.1499, lng: 144.3617, population: 290000 },
          { name: 'Ballarat', lat: -37.5622, lng: 143.8503, population: 115000 },
          { name: 'Bendigo', lat: -36.757, lng: 144.2794, population: 105000 },
          { name: 'Shepparton', lat: -36.3833, lng: 145.4, population: 52000 },
          { name: 'Wodonga', lat: -36.121, lng: 146.888, population: 43000 },
          { name: 'Warrnambool', lat: -38.3818, lng: 142.487, population: 36000 },
          { name: 'Mildura', lat: -34.1855, lng: 142.1625, population: 35000 },
          { name: 'Traralgon', lat: -38.195, lng: 146.54, population: 27000 },
          { name: 'Wangaratta', lat: -36.358, lng: 146.312, population: 19000 },
          { name: 'Torquay', lat: -38.332, lng: 144.326, population: 18000 },
          { name: 'Horsham', lat: -36.71, lng: 142.2, population: 17000 },
          { name: 'Moe', lat: -38.175, lng: 146.26, population: 17000 },
          { name: 'Sale', lat: -38.11, lng: 147.068, population: 15000 },
          { name: 'Bairnsdale', lat: -37.823, lng: 147.61, population: 15000 },
          { name: 'Echuca', lat: -36.141, lng: 144.751, population: 15000 },
          { name: 'Swan Hill', lat: -35.3378, lng: 143.5544, population: 11000 },
        ],
      },
      {
        name: 'Queensland',
        cities: [
          { name: 'Brisbane', lat: -27.4698, lng: 153.0251, population: 2600000 },
          { name: 'Gold Coast', lat: -28.0167, lng: 153.4, population: 700000 },
          { name: 'Sunshine Coast', lat: -26.65, lng: 153.0667, population: 360000 },
          { name: 'Logan', lat: -27.639, lng: 153.109, population: 350000 },
          { name: 'Ipswich', lat: -27.614, lng: 152.76, population: 230000 },
          { name: 'Townsville', lat: -19.259, lng: 146.8169, population: 185000 },
          { name: 'Cairns', lat: -16.9186, lng: 145.7781, population: 155000 },
          { name: 'Toowoomba', lat: -27.5598, lng: 151.9507, population: 145000 },
          { name: 'Mackay', lat: -21.141, lng: 149.186, population: 85000 },
          { name: 'Rockhampton', lat: -23.378, lng: 150.51, population: 80000 },
          { name: 'Bundaberg', lat: -24.866, lng: 152.349, population: 72000 },
          { name: 'Hervey Bay', lat: -25.288, lng: 152.844, population: 58000 },
          { name: 'Gladstone', lat: -23.843, lng: 151.268, population: 35000 },
          { name: 'Maryborough', lat: -25.54, lng: 152.7, population: 28000 },
          { name: 'Gympie', lat: -26.19, lng: 152.665, population: 22000 },
          { name: 'Mount Isa', lat: -20.725, lng: 139.497, population: 18000 },
          { name: 'Warwick', lat: -28.215, lng: 152.034, population: 16000 },
          { name: 'Emerald', lat: -23.527, lng: 148.164, population: 14000 },
          { name: 'Longreach', lat: -23.442, lng: 144.25, population: 3000 },
        ],
      },
      {
        name: 'Western Australia',
        cities: [
          { name: 'Perth', lat: -31.9505, lng: 115.8605, population: 2200000 },
          { name: 'Rockingham', lat: -32.279, lng: 115.729, population: 140000 },
          { name: 'Mandurah', lat: -32.5269, lng: 115.7217, population: 100000 },
          { name: 'Bunbury', lat: -33.3271, lng: 115.6414, population: 75000 },
          { name: 'Busselton', lat: -33.655, lng: 115.348, population: 40000 },
          { name: 'Geraldton', lat: -28.779, lng: 114.614, population: 38000 },
          { name: 'Albany', lat: -35.0269, lng: 117.8837, population: 35000 },
          { name: 'Fremantle', lat: -32.0569, lng: 115.7439, population: 30000 },
          { name: 'Kalgoorlie', lat: -30.749, lng: 121.466, population: 30000 },
          { name: 'Karratha', lat: -20.736, lng: 116.846, population: 17000 },
          { name: 'Port Hedland', lat: -20.3107, lng: 118.606, population: 15000 },
          { name: 'Broome', lat: -17.9614, lng: 122.2359, population: 14000 },
          { name: 'Esperance', lat: -33.861, lng: 121.891, population: 10000 },
          { name: 'Margaret River', lat: -33.955, lng: 115.075, population: 9000 },
          { name: 'Carnarvon', lat: -24.884, lng: 113.66, population: 5000 },
          { name: 'Newman', lat: -23.359, lng: 119.731, population: 4500 },
        ],
      },
      {
        name: 'South Australia',
        cities: [
          { name: 'Adelaide', lat: -34.9285, lng: 138.6007, population: 1400000 },
          { name: 'Mount Barker', lat: -35.069, lng: 138.856, population: 40000 },
          { name: 'Mount Gambier', lat: -37.829, lng: 140.782, population: 28000 },
          { name: 'Gawler', lat: -34.598, lng: 138.744, population: 27000 },
          { name: 'Whyalla', lat: -33.033, lng: 137.565, population: 21000 },
          { name: 'Murray Bridge', lat: -35.12, lng: 139.273, population: 19000 },
          { name: 'Port Lincoln', lat: -34.729, lng: 135.86, population: 16000 },
          { name: 'Victor Harbor', lat: -35.552, lng: 138.618, population: 16000 },
          { name: 'Port Pirie', lat: -33.186, lng: 138.017, population: 14000 },
          { name: 'Port Augusta', lat: -32.493, lng: 137.782, population: 13000 },
          { name: 'Renmark', lat: -34.177, lng: 140.747, population: 7500 },
          { name: 'Roxby Downs', lat: -30.562, lng: 136.895, population: 4000 },
        ],
      },
      {
        name: 'Tasmania',
        cities: [
          { name: 'Hobart', lat: -42.8821, lng: 147.3272, population: 250000 },
          { name: 'Launceston', lat: -41.4332, lng: 147.1441, population: 90000 },
          { name: 'Devonport', lat: -41.179, lng: 146.346, population: 26000 },
          { name: 'Kingston', lat: -42.976, lng: 147.308, population: 25000 },
          { name: 'Burnie', lat: -41.055, lng: 145.903, population: 20000 },
          { name: 'Ulverstone', lat: -41.159, lng: 146.171, population: 14000 },
          { name: 'New Norfolk', lat: -42.782, lng: 147.059, population: 6000 },
          { name: 'George Town', lat: -41.104, lng: 146.826, population: 4500 },
          { name: 'Smithton', lat: -40.845, lng: 145.12, population: 3900 },
        ],
      },
      {
        name: 'Australian Capital Territory',
        cities: [
          { name: 'Canberra', lat: -35.2809, lng: 149.13, population: 460000 },
          { name: 'Belconnen', lat: -35.238, lng: 149.065, population: 100000 },
          { name: 'Tuggeranong', lat: -35.415, lng: 149.066, population: 85000 },
        ],
      },
      {
        name: 'Northern Territory',
        cities: [
          { name: 'Darwin', lat: -12.4634, lng: 130.8456, population: 110000 },
          { name: 'Palmerston', lat: -12.486, lng: 130.983, population: 40000 },
          { name: 'Alice Springs', lat: -23.698, lng: 133.8807, population: 26000 },
          { name: 'Katherine', lat: -14.465, lng: 132.264, population: 10000 },
          { name: 'Nhulunbuy', lat: -12.18, lng: 136.78, population: 3200 },
          { name: 'Tennant Creek', lat: -19.648, lng: 134.191, population: 3000 },
          { name: 'Jabiru', lat: -12.67, lng: 132.836, population: 1000 },
        ],
      },
    ],
  },
];
