"""A synthetic flight-number corpus (no public corpus of flight numbers in running text exists):
real designators from the OpenFlights list in itinerary, boarding-pass and e-mail phrasings, and
look-alikes (paper sizes, roads, aircraft and product models, times, gates, seats) as negatives.
Seeded, so every run scores the same texts."""
import random

POSITIVE = [
    "Flight {f} to Frankfurt departs at 14:05",
    "Your flight {f} is on time.",
    "BOARDING PASS\nFLIGHT {f}\nGATE B12  SEAT 23A",
    "Flug {f} nach Berlin",
    "Vol {f} Paris - Nice, embarquement 10h40",
    "Operated by {name} as {f}.",
    "Confirmed: {f}, 12 May, LHR-JFK",
    "Dep 09:05 {f} arr 11:20",
    "Itinerary\n{f}  LHR 0905  JFK 1210",
    "Please check in for {f} online.",
    "{f} delayed by 40 minutes",
    "Flight number: {f}",
]
NEGATIVE = [
    "Print the form on A4 paper.",
    "Take the A1 north, then the M25 to Heathrow.",
    "Drive the I-95 to Boston, exit 12.",
    "Powered by an Intel i7 9700K with 16 GB.",
    "The fleet has Airbus A320 and Boeing B737 aircraft.",
    "Meeting at 12:30 in room 204.",
    "Model XR 500 blender, 2 year warranty.",
    "USB 3 cable and HDMI 2 port included.",
    "Order ID 48213, shipped with GLS.",
    "Certified to ISO 9001 and EN 71.",
    "Vitamin B12 tablets, 60 count",
    "Windows 10 PC with RTX 3080 graphics",
    "Route 66 diner, open till 10 pm",
    "Gate B22, Terminal 2, seat 14C",
    "Flat 4B, Suite 300",
    "Chapter 11 starts on page 212.",
    "Tax year UK 2023 to 2024",
    "CO2 emissions 120 g/km",
    "MP3 player, PS5 console, A4 folder",
    "The B52s play at 9:30 tonight.",
    "Size EU 42, colour navy",
    "Platform 9, train ICE 578 to Munich",
    "Interstate I 80 closed near Reno",
    "Apartment 12B, 3rd floor",
    "Catalogue no. AB 1234-5",
]


def load_airlines(path):
    airlines = []
    for line in open(path, encoding="utf-8").read().splitlines()[1:]:
        iata, icao, name = line.split("\t")[:3]
        if len(iata) == 2 and not iata.isdigit():
            airlines.append((iata, icao, name))
    return airlines


def cases(airline_tsv, Case):
    rnd = random.Random(4)
    airlines = load_airlines(airline_tsv)
    result = []
    for k in range(240):
        iata, icao, name = rnd.choice(airlines)
        number = str(rnd.randint(1, 9999 if k % 3 else 999))
        use_icao = k % 10 == 9 and icao.isalpha() and len(icao) == 3
        code = icao if use_icao else iata
        flight = code + (" " if k % 2 else "") + number + ("A" if k % 17 == 0 else "")
        text = POSITIVE[k % len(POSITIVE)].format(f=flight, name=name)
        result.append(Case(text, "flight", (flight, text.index(flight)), _found))
    for template in NEGATIVE:
        result.append(Case(template, "flight", None, None))
    return result


def _found(case, items):
    text, start = case.want
    ok = any(i["text"] == text and i["start"] == start for i in items)
    extra = sum(1 for i in items if not (i["text"] == text and i["start"] == start))
    return (1 if ok else 0), extra, (0 if ok else 1)
