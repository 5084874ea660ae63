"""Each country's conventions for the form-fill corpus: two businesses per country, with their
addresses, numbers, dates and words as that country prints them, and the check digits that make
the tracking numbers real ones. Everything here is invented; numbers use ranges set aside for
drama or test use where a country has them (US 555-01xx, UK 07700 900xxx is avoided on purpose
because real flyers do not use it: the mobiles here are plausible but fictitious)."""


def s10(serial, prefix, country):
    """A UPU S10 number (Royal Mail, La Poste, Japan Post ...) printed `XX 123 456 785 CC`."""
    weights = (8, 6, 4, 2, 3, 5, 9, 7)
    check = 11 - sum(int(d) * w for d, w in zip(serial, weights)) % 11
    check = {10: 0, 11: 5}.get(check, check)
    digits = serial + str(check)
    return f"{prefix} {digits[0:3]} {digits[3:6]} {digits[6:9]} {country}"


def gs1(data):
    """`data` with its GS1 mod-10 check digit (SSCC, USPS): weights 3, 1, ... from the right."""
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(data)))
    return data + str((10 - total % 10) % 10)


def ups(body):
    """A UPS 1Z number: 1Z + 15 characters + its mod-10 check (letters count as (ord-63) % 10)."""
    values = [int(c) if c.isdigit() else (ord(c) - 63) % 10 for c in body]
    total = sum(v * (2 if i % 2 else 1) for i, v in enumerate(values))
    return "1Z" + body + str((10 - total % 10) % 10)


def luhn(data):
    total = 0
    for i, d in enumerate(reversed(data)):
        v = int(d) * (2 if i % 2 == 0 else 1)
        total += v - 9 if v > 9 else v
    return data + str((10 - total % 10) % 10)


def fedex12(serial):
    """A FedEx Express 12-digit number: 11 digits and their check (weights 3, 1, 7, mod 11, mod 10)."""
    total = sum(int(d) * (3, 1, 7)[i % 3] for i, d in enumerate(serial))
    return serial + str(total % 11 % 10)


def mod7(serial):
    """`serial` with its mod-7 check digit (the whole number modulo 7): DHL Express waybills,
    Yamato and Sagawa in Japan."""
    return serial + str(int(serial) % 7)


def grouped(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


_ups0 = ups("999AA1012345678"[:15])

# Words a document prints in each country's language, by what they label.
WORDS = {
    "US": dict(service="Consulting services", lang="eng", tel="Phone", fax="Fax", mobile="Cell", email="Email", web="Web",
               checkin="Check-in", checkout="Check-out", arrival="Arrival", departure="Departure",
               invoice="Invoice", invoice_no="Invoice No.", date="Invoice date", due="Due date",
               order="Order no.", total="Total due", tracking="Tracking number", ship_to="Ship to",
               shipped="Shipped", delivery="Estimated delivery", flight="Flight", gate="Gate", seat="Seat",
               boarding="Boarding", booking="Confirmation", passenger="Passenger", from_="From", to="To",
               welcome="Welcome", guest="Guest", room="Room", nights="Nights", thanks="Thank you for your business",
               item="Description", amount="Amount", shipped_by="Your package is on its way", when="When",
               where="Where", info="Info & tickets", carrier="Carrier", customer="Customer no."),
    "UK": dict(service="Consultancy services", lang="eng", tel="Tel", fax="Fax", mobile="Mobile", email="Email", web="Web",
               checkin="Check-in", checkout="Check-out", arrival="Arrival", departure="Departure",
               invoice="Invoice", invoice_no="Invoice no.", date="Invoice date", due="Payment due",
               order="Order ref.", total="Amount due", tracking="Tracking number", ship_to="Deliver to",
               shipped="Dispatched", delivery="Expected delivery", flight="Flight", gate="Gate", seat="Seat",
               boarding="Boarding", booking="Booking ref.", passenger="Passenger", from_="From", to="To",
               welcome="Welcome", guest="Guest", room="Room", nights="Nights", thanks="Thank you for your custom",
               item="Description", amount="Amount", shipped_by="Your parcel is on its way", when="When",
               where="Where", info="Info & tickets", carrier="Carrier", customer="Account no."),
    "DE": dict(service="Beratungsleistungen", lang="deu", tel="Tel.", fax="Fax", mobile="Mobil", email="E-Mail", web="Web",
               checkin="Anreise", checkout="Abreise", arrival="Ankunft", departure="Abflug",
               invoice="Rechnung", invoice_no="Rechnungsnr.", date="Rechnungsdatum", due="Zahlbar bis",
               order="Bestellnr.", total="Gesamtbetrag", tracking="Sendungsnummer", ship_to="Lieferadresse",
               shipped="Versandt am", delivery="Voraussichtliche Zustellung", flight="Flug", gate="Flugsteig",
               seat="Sitz", boarding="Boarding", booking="Buchungscode", passenger="Passagier", from_="Von",
               to="Nach", welcome="Willkommen", guest="Gast", room="Zimmer", nights="Nächte",
               thanks="Vielen Dank für Ihren Auftrag", item="Beschreibung", amount="Betrag",
               shipped_by="Ihr Paket ist unterwegs", when="Wann", where="Wo", info="Info & Karten",
               carrier="Versand mit", customer="Kundennr."),
    "FR": dict(service="Prestations de conseil", lang="fra", tel="Tél.", fax="Fax", mobile="Portable", email="E-mail", web="Site",
               checkin="Arrivée", checkout="Départ", arrival="Arrivée", departure="Départ",
               invoice="Facture", invoice_no="Facture n°", date="Date de facture", due="Échéance",
               order="Commande n°", total="Total TTC", tracking="Numéro de suivi", ship_to="Adresse de livraison",
               shipped="Expédié le", delivery="Livraison prévue", flight="Vol", gate="Porte", seat="Siège",
               boarding="Embarquement", booking="Réservation", passenger="Passager", from_="De", to="À",
               welcome="Bienvenue", guest="Client", room="Chambre", nights="Nuits",
               thanks="Merci de votre confiance", item="Désignation", amount="Montant",
               shipped_by="Votre colis est en route", when="Quand", where="Où", info="Infos & billets",
               carrier="Transporteur", customer="Client n°"),
    "JP": dict(service="コンサルティング料", lang="jpn", tel="TEL", fax="FAX", mobile="携帯", email="メール", web="URL",
               checkin="チェックイン", checkout="チェックアウト", arrival="到着", departure="出発",
               invoice="請求書", invoice_no="請求書番号", date="請求日", due="お支払期限",
               order="注文番号", total="ご請求金額", tracking="お問い合わせ番号", ship_to="お届け先",
               shipped="発送日", delivery="お届け予定日", flight="便名", gate="搭乗口", seat="座席",
               boarding="搭乗開始", booking="予約番号", passenger="お名前", from_="出発地", to="到着地",
               welcome="ようこそ", guest="お客様", room="部屋", nights="泊数", thanks="毎度ありがとうございます",
               item="品名", amount="金額", shipped_by="ご注文の商品を発送しました", when="日時", where="会場",
               info="お問い合わせ", carrier="配送業者", customer="お客様番号"),
}

# Two businesses per country. address: its lines as printed (joined with ", " as the value);
# date/date2/date3: three dates in the country's own style; time/time2: times.
BUSINESSES = {
    "US": [
        dict(name="Harbor View Inn", person="Megan Carter", title="Guest Services Manager",
             address=["1450 Market Street, Suite 300", "San Francisco, CA 94103"],
             phone="(415) 555-0132", fax="(415) 555-0139", mobile="(415) 555-0177",
             email="reservations@harborviewinn.com", url="harborviewinn.com",
             date="June 3, 2027", date2="June 17, 2027", date3="May 28, 2027", time="3:00 PM", time2="11:00 AM",
             tracking=grouped(_ups0, (2, 3, 3, 2, 4, 4)), carrier="UPS", order="Order #4471-2290",
             flight="UA 1432", flight_to="Denver (DEN)", flight_from="San Francisco (SFO)", booking="K7PX2Q",
             amount="$1,284.50", event="Spring Jazz Night"),
        dict(name="Lakeside Supply Co.", person="Daniel Brooks", title="Account Executive",
             address=["82 Elm Avenue, Ste 4B", "Austin, TX 78701"],
             phone="(512) 555-0147", fax="(512) 555-0148", mobile="(512) 555-0163",
             email="billing@lakesidesupply.com", url="www.lakesidesupply.com",
             date="09/14/2027", date2="10/14/2027", date3="09/10/2027", time="7:30 PM", time2="6:45 PM",
             tracking=grouped("9400111899223397988753", (4, 4, 4, 4, 4, 2)), carrier="USPS",
             order="Order #88-301577", flight="AA 217", flight_to="Chicago (ORD)", flight_from="Austin (AUS)",
             booking="TWQ9RM", amount="$642.00", event="Lakeside Summer Market"),
    ],
    "UK": [
        dict(name="The Harbour Inn", person="Olivia Hughes", title="Front of House Manager",
             address=["Flat 7, 21 Mill Lane", "Bristol BS1 4DJ"],
             phone="0117 496 0123", fax="0117 496 0129", mobile="07911 123456",
             email="stay@harbour-inn.co.uk", url="harbour-inn.co.uk",
             date="3 June 2027", date2="17 June 2027", date3="28 May 2027", time="15:00", time2="11:00",
             tracking=s10("12345678", "RR", "GB"), carrier="Royal Mail", order="Order ref. HB-20417",
             flight="BA 2490", flight_to="Edinburgh (EDI)", flight_from="London Gatwick (LGW)", booking="XK7P2Q",
             amount="£1,084.20", event="Harbourside Folk Evening"),
        dict(name="Kingsley & Reed Ltd", person="James Whitfield", title="Sales Director",
             address=["Unit 2, 45 Harbour Road", "Southampton SO14 3HJ"],
             phone="023 8049 6210", fax="023 8049 6219", mobile="07700 318842",
             email="accounts@kingsleyreed.co.uk", url="kingsleyreed.co.uk",
             date="14/09/2027", date2="14/10/2027", date3="10/09/2027", time="7.30pm", time2="6pm",
             tracking=s10("40213377", "JV", "GB"), carrier="Royal Mail", order="Order ref. KR-55812",
             flight="EZY 8123", flight_to="Belfast (BFS)", flight_from="Southampton (SOU)", booking="MZ4L8D",
             amount="£362.40", event="Kingsley Craft Fair"),
    ],
    "DE": [
        dict(name="Hotel Bergblick", person="Katrin Hofmann", title="Leitung Empfang",
             address=["Bergstraße 17a", "80331 München"],
             phone="089 2180 1234", fax="089 2180 1299", mobile="0151 2345 6789",
             email="info@hotel-bergblick.de", url="hotel-bergblick.de",
             date="03.06.2027", date2="17.06.2027", date3="28.05.2027", time="15:00 Uhr", time2="11:00 Uhr",
             tracking=grouped(gs1("0034043416123456789"), (5, 5, 5, 5)), carrier="DHL",
             order="Bestellnr. 4471-2290", flight="LH 2034", flight_to="Hamburg (HAM)", flight_from="München (MUC)",
             booking="R8TQ2C", amount="1.284,50 €", event="Sommerfest am See"),
        dict(name="Schneider & Söhne GmbH", person="Thomas Schneider", title="Geschäftsführer",
             address=["Hauptstr. 5", "10115 Berlin"],
             phone="030 4402 8815", fax="030 4402 8819", mobile="0172 9876 543",
             email="buchhaltung@schneider-soehne.de", url="www.schneider-soehne.de",
             date="14. September 2027", date2="14. Oktober 2027", date3="10. September 2027", time="19:30 Uhr",
             time2="18:45 Uhr", tracking=grouped(gs1("0034043416987654321"), (5, 5, 5, 5)), carrier="DHL",
             order="Bestellnr. 88-301577", flight="EW 9041", flight_to="Köln/Bonn (CGN)", flight_from="Berlin (BER)",
             booking="PL3K9Z", amount="642,00 €", event="Berliner Handwerkermarkt"),
    ],
    "FR": [
        dict(name="Auberge des Pins", person="Claire Dubois", title="Responsable de l'accueil",
             address=["12 ter rue des Lilas", "31000 Toulouse"],
             phone="05 61 22 48 90", fax="05 61 22 48 99", mobile="06 12 34 56 78",
             email="bookings@auberge-des-pins.fr", url="auberge-des-pins.fr",
             date="03/06/2027", date2="17/06/2027", date3="28/05/2027", time="15h00", time2="11h00",
             tracking=s10("62018845", "LA", "FR"), carrier="La Poste", order="Commande n° 4471-2290",
             flight="AF 1234", flight_to="Paris Orly (ORY)", flight_from="Toulouse (TLS)", booking="HJ5T9W",
             amount="1 284,50 €", event="Nuit du jazz"),
        dict(name="Maison Blanc SARL", person="Julien Moreau", title="Directeur commercial",
             address=["31 rue de la République", "13002 Marseille CEDEX 02"],
             phone="04 91 55 20 17", fax="04 91 55 20 18", mobile="07 68 42 19 03",
             email="factures@maisonblanc.fr", url="www.maisonblanc.fr",
             date="14 septembre 2027", date2="14 octobre 2027", date3="10 septembre 2027", time="19 h 30",
             time2="18 h 45", tracking=s10("88120473", "CP", "FR"), carrier="Colissimo",
             order="Commande n° 88-301577", flight="TO 3402", flight_to="Nantes (NTE)", flight_from="Marseille (MRS)",
             booking="QD2M7X", amount="642,00 €", event="Marché des créateurs"),
    ],
    "JP": [
        dict(name="さくら旅館", person="山田 花子", title="フロント主任",
             address=["〒150-0002 東京都渋谷区渋谷2-21-1"],
             phone="03-1234-5678", fax="03-1234-5679", mobile="090-1234-5678",
             email="info@sakura-ryokan.jp", url="sakura-ryokan.jp",
             date="2027年6月3日", date2="2027年6月17日", date3="2027年5月28日", time="15:00", time2="11:00",
             tracking=s10("30571126", "EJ", "JP"), carrier="日本郵便", order="注文番号 4471-2290",
             flight="JL 123", flight_to="大阪 (ITM)", flight_from="東京 (HND)", booking="7QK2PX",
             amount="¥128,450", event="春のジャズの夕べ"),
        dict(name="株式会社みなと商事", person="佐藤 健一", title="営業部長",
             address=["〒530-0001 大阪府大阪市北区梅田3-1-3"],
             phone="06-6345-1122", fax="06-6345-1123", mobile="080-4321-8765",
             email="sales@minato-shoji.co.jp", url="www.minato-shoji.co.jp",
             date="2027/09/14", date2="2027/10/14", date3="2027/09/10", time="19:30", time2="18:45",
             tracking=grouped(luhn("43211234567"), (4, 4, 4), "-"), carrier="ヤマト運輸",
             order="注文番号 88-301577", flight="NH 204", flight_to="札幌 (CTS)", flight_from="大阪 (KIX)",
             booking="ZP8R3N", amount="¥64,200", event="梅田クラフトマーケット"),
    ],
}


# A third business per country, added after the first 60 documents with conventions those do not
# use (dotted and extension numbers, named buildings, ordinal and abbreviated dates, era years,
# FedEx, DHL Express and Sagawa numbers, compact S10, alphanumeric airline codes). Planned after
# the others so that their names, styles and split stay as they were.
MORE_BUSINESSES = {
    "US": dict(name="Pinecrest Dental Care", person="Alicia Gomez", title="Office Manager",
               address=["2200 NW Glisan St, Suite 210", "Portland, OR 97210"],
               phone="503-555-0186", fax="503-555-0187", mobile="503.555.0190",
               email="frontdesk@pinecrestdental.com", url="www.pinecrestdental.com",
               date="Jan 12, 2027", date2="Jan 26, 2027", date3="Jan 8, 2027", time="9:15 AM", time2="8:30 AM",
               tracking=grouped(fedex12("77491234567"), (4, 4, 4)), carrier="FedEx", order="Order #PD-30418",
               flight="DL 2291", flight_to="Seattle (SEA)", flight_from="Portland (PDX)", booking="GQ4W7T",
               amount="$318.00", event="Pinecrest Open House"),
    "UK": dict(name="Oakfield Veterinary Surgery", person="Priya Sharma", title="Practice Manager",
               address=["Oakfield House, 14 Station Road", "Harrogate HG1 1JT"],
               phone="01423 567890", fax="01423 567899", mobile="07824 551902",
               email="reception@oakfieldvets.co.uk", url="www.oakfieldvets.co.uk",
               date="5th July 2027", date2="19th July 2027", date3="1st July 2027", time="10:30am", time2="9am",
               tracking=s10("31472058", "KL", "GB"), carrier="Royal Mail", order="Order ref. OV-7730",
               flight="LS 1457", flight_to="Alicante (ALC)", flight_from="Leeds Bradford (LBA)", booking="N4WK8R",
               amount="£96.50", event="Oakfield Pet Fun Day"),
    "DE": dict(name="Zahnarztpraxis Dr. Weber", person="Anna Weber", title="Praxismanagerin",
               address=["Lindenallee 120 b", "50667 Köln"],
               phone="0221 98765-430", fax="0221 98765-439", mobile="0170 1234567",
               email="praxis@dr-weber-koeln.de", url="www.dr-weber-koeln.de",
               date="5. Juli 2027", date2="19. Juli 2027", date3="1. Juli 2027", time="9.30 Uhr", time2="8 Uhr",
               tracking=grouped(mod7("123456789"), (2, 4, 4)), carrier="DHL Express",
               order="Bestellnr. 2027-5531", flight="DE 1572", flight_to="Palma (PMI)", flight_from="Frankfurt (FRA)",
               booking="W2KD7M", amount="86,40 €", event="Tag der offenen Tür"),
    "FR": dict(name="Cabinet Girard", person="Sophie Girard", title="Avocate associée",
               address=["5 bis avenue Jean Jaurès", "69007 Lyon"],
               phone="04.78.62.11.90", fax="04.78.62.11.99", mobile="06.45.78.90.12",
               email="contact@cabinet-girard.fr", url="www.cabinet-girard.fr",
               date="5 juillet 2027", date2="19 juillet 2027", date3="1er juillet 2027", time="9h30", time2="8h45",
               tracking=s10("55810294", "EE", "FR").replace(" ", ""), carrier="Chronopost",
               order="Commande n° 2027-5531", flight="U2 4811", flight_to="Porto (OPO)", flight_from="Lyon (LYS)",
               booking="EK8N2V", amount="1 560,00 €", event="Journée portes ouvertes"),
    "JP": dict(name="有限会社青葉デザイン", person="鈴木 一郎", title="代表取締役",
               address=["〒980-0811 宮城県仙台市青葉区一番町4-7-17"],
               phone="022-217-4455", fax="022-217-4456", mobile="070-2345-6789",
               email="info@aoba-design.jp", url="aoba-design.jp",
               date="令和9年7月5日", date2="令和9年7月19日", date3="令和9年7月1日", time="10:00", time2="9:30",
               tracking=grouped(mod7("36012345678"), (4, 4, 4), "-"), carrier="佐川急便",
               order="注文番号 2027-5531", flight="MM 511", flight_to="大阪 (KIX)", flight_from="仙台 (SDJ)",
               booking="4HT7QX", amount="¥33,000", event="青葉デザイン展"),
}
