/// Street-address grammars for the United States, Canada, the United Kingdom, Germany and France.
enum AddressPatterns {
    /// Between address parts: a comma, spaces, or a line break (multi-line addresses).
    static let sep = #"(?:\s*,\s*|[ \t]*\n\s*|[ \t]+)"#
    static let house = #"(?:\d{1,6}[A-Za-z]?(?:\s?[-–]\s?\d{1,6}[A-Za-z]?)?|one|two)"#
    static let word = #"(?:[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9'’.\-]*)"#
    static let directional = #"(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Northeast|Northwest|Southeast|Southwest)\.?"#
    static let usStreetType = #"(?:St|Street|Ave|Av|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Hwy|Highway|Pkwy|Parkway|Ter|Terrace|Cir|Circle|Sq|Square|Trl|Trail|Loop|Pike|Row|Aly|Alley|Fwy|Freeway|Expy|Expressway|Plz|Plaza|Crescent|Cres|Tpke|Turnpike|Run|Path|Pass|Walk|Xing|Crossing|Bnd|Bend|Pt|Point|Holw|Hollow|Rte|Route|Broadway|Mall|Ridge|Vw|View|Spgs|Springs)\.?"#
    static let unit = #"(?:(?:Suite|Ste|Apt|Apartment|Unit|Fl|Floor|Rm|Room|Bldg|Building|Dept|#)\.?\s*#?\s*[A-Za-z0-9-]+)"#
    static let usStates = #"(?-i:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI)|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming"#
    static let caProvinces = #"(?-i:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)|Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland|Nova Scotia|Ontario|Quebec|Québec|Saskatchewan|Yukon"#
    static let city = #"(?:[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'’\-]*(?:[ \t]+[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'’\-]*){0,2})"#
    static let ukStreetType = #"(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Drive|Dr|Close|Way|Crescent|Place|Pl|Gardens|Grove|Terrace|Court|Hill|Parade|Square|Sq|Walk|Drove|Market|Mews|Row|Green|Park|Rise|Vale|View|Broadway|Wharf|Yard|Quay|Circus|Embankment|Gate|Fields)\.?"#
    static let ukPostcode = #"(?-i:[A-Z]{1,2}[0-9][A-Z0-9]?\s?[0-9][A-Z]{2})"#
    static let ukLocality = #"(?:[A-Za-z][A-Za-z.'\-]*(?:[ \t]+[A-Za-z][A-Za-z.'\-]*){0,2})"#
    static let deStreet = #"(?:(?:Am|An der|An den|Im|In der|Auf der|Zum|Zur|Alte|Neue|Unter den)[ \t]+[A-ZÄÖÜ][\wäöüß.\-]*|[A-ZÄÖÜ][\wäöüß\-]*(?:straße|strasse|str\.|weg|allee|platz|pl\.|ring|gasse|damm|ufer|chaussee|markt|steig|pfad|berg|hof|kai|promenade|tor)|[A-ZÄÖÜ][\wäöüß\-]*[ \t]+(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Ring|Gasse|Damm|Ufer|Chaussee|Markt))|Esplanade"#
    static let frStreetType = #"(?:rue|avenue|av\.?|boulevard|bd|place|pl\.?|allée|allee|chemin|impasse|quai|cours|route|cité|square|passage|voie|promenade|rond-point)"#
}
