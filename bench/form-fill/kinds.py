"""The six kinds of document of the form-fill corpus as HTML, and the targets each one carries.

`document(kind, country, business, style)` returns (html, width, height, targets); a target is
(type, value as printed, [distractors as printed]). A type is a `captext read --type` name. An
address printed over several lines has the value its lines joined with ", " (what one line of a
form receives). Distractors are values of the same type a form asking for the target must not
get: the fax beside the phone, the due date beside the invoice date, the order number beside the
tracking number."""
import html

KINDS = ("hotel-card", "invoice", "boarding-pass", "shipping-notice", "flyer", "business-card")
SIZES = {"hotel-card": (620, 640), "invoice": (840, 600), "boarding-pass": (960, 400),
         "shipping-notice": (720, 640), "flyer": (640, 640), "business-card": (680, 400)}


def e(s):
    return html.escape(s, quote=False)


def field(label, value, cls="f"):
    return f'<div class="{cls}"><span class="l">{e(label)}</span> <span class="v">{e(value)}</span></div>'


def lines(parts, cls="a"):
    return f'<div class="{cls}">' + "<br>".join(e(p) for p in parts) + "</div>"


def address_value(b):
    return ", ".join(b["address"])


def contact_block(b, w, two_columns, with_fax=True, phone_key="phone", phone_label="tel"):
    """The address with the phone (and fax, email) either below it or in a column beside it, on
    the same lines as the address (the layout that sends address detectors astray)."""
    numbers = [field(w[phone_label], b[phone_key])]
    if with_fax:
        numbers.append(field(w["fax"], b["fax"]))
    numbers.append(field(w["email"], b["email"]))
    if two_columns:
        return f'<div class="cols"><div>{lines(b["address"])}</div><div>{"".join(numbers)}</div></div>'
    return lines(b["address"]) + "".join(numbers)


def hotel_card(b, w, two):
    body = f"""<h1>{e(b['name'])}</h1><p class="sub">{e(w['welcome'])}</p>
    <div class="box">{field(w['guest'], b['person'])}{field(w['room'], '214')}
    {field(w['arrival'], b['date'], 'f big')}{field(w['departure'], b['date2'])}
    {field(w['checkin'], b['time'])}{field(w['checkout'], b['time2'])}</div>
    {contact_block(b, w, two)}<div class="f">{e(b['url'])}</div>"""
    return body, [("phone", b["phone"], [b["fax"]]), ("email", b["email"], []), ("url", b["url"], []),
                  ("address", address_value(b), []), ("datetime", b["date"], [b["date2"], b["time"], b["time2"]])]


def invoice(b, w, two):
    rows = f"<tr><td>{e(w['service'])}</td><td class=r>{e(b['amount'])}</td></tr>"
    body = f"""<div class="head"><div><h1>{e(b['name'])}</h1>{contact_block(b, w, two)}</div>
    <div class="meta"><h2>{e(w['invoice'])}</h2>{field(w['invoice_no'], 'INV-2027-0419')}
    {field(w['date'], b['date'], 'f big')}{field(w['due'], b['date2'])}{field(w['customer'], '100-4417')}</div></div>
    <table><tr><th>{e(w['item'])}</th><th class=r>{e(w['amount'])}</th></tr>{rows}
    <tr><td><b>{e(w['total'])}</b></td><td class=r><b>{e(b['amount'])}</b></td></tr></table>
    <p class="sub">{e(w['thanks'])}</p>"""
    return body, [("phone", b["phone"], [b["fax"]]), ("email", b["email"], []),
                  ("address", address_value(b), []), ("datetime", b["date"], [b["date2"]])]


def boarding_pass(b, w, two):
    body = f"""<div class="bp"><div class="bpmain"><h2>{e(w['passenger'])}: {e(b['person'])}</h2>
    <div class="cols">{field(w['from_'], b['flight_from'])}{field(w['to'], b['flight_to'])}</div>
    <div class="cols"><div>{field(w['flight'], b['flight'], 'f big')}{field(w['departure'], b['date'], 'f big')}</div>
    <div>{field(w['boarding'], b['time2'])}{field(w['gate'], 'B12')}{field(w['seat'], '23A')}</div></div></div>
    <div class="stub">{field(w['flight'], b['flight'])}{field(w['seat'], '23A')}{field(w['booking'], b['booking'])}</div></div>"""
    return body, [("flight", b["flight"], []), ("datetime", b["date"], [b["time2"]])]


def shipping_notice(b, w, two):
    ship_to = [b["person"]] + b["address"]
    order_number = b["order"].split(" ", 1)[-1].lstrip("#")
    beside = field(w["carrier"], b["carrier"]) + field(w["order"], order_number)
    where = (f'<div class="cols"><div>{lines(ship_to)}</div><div>{beside}</div></div>' if two
             else lines(ship_to) + beside)
    body = f"""<h1>{e(b['name'])}</h1><h2>{e(w['shipped_by'])}</h2>
    {field(w['tracking'], b['tracking'], 'f big')}{field(w['shipped'], b['date3'])}
    {field(w['delivery'], b['date'], 'f big')}<h3>{e(w['ship_to'])}</h3>{where}
    <p class="sub">{e(b['email'])}</p>"""
    return body, [("tracking", b["tracking"], [order_number]), ("address", address_value(b), []),
                  ("datetime", b["date"], [b["date3"]])]


def flyer(b, w, two):
    contact = field(w["mobile"], b["mobile"]) + field(w["email"], b["email"])
    where = (f'<div class="cols"><div>{lines(b["address"])}</div><div>{contact}</div></div>' if two
             else lines(b["address"]) + contact)
    body = f"""<h1 class="poster">{e(b['event'])}</h1><p class="sub">{e(b['name'])}</p>
    <div class="f big">{e(b['date'])}</div><div class="f">{e(b['time'])}</div>
    <h3>{e(w['where'])}</h3>{where}<h3>{e(w['info'])}</h3><div class="f big">{e(b['url'])}</div>"""
    return body, [("phone", b["mobile"], []), ("email", b["email"], []), ("url", b["url"], []),
                  ("address", address_value(b), []), ("datetime", b["date"], [b["time"]])]


def business_card(b, w, two):
    body = f"""<div class="card"><h1>{e(b['person'])}</h1><p class="sub">{e(b['title'])}</p>
    <h2>{e(b['name'])}</h2>{contact_block(b, w, two)}<div class="f">{e(b['url'])}</div></div>"""
    return body, [("phone", b["phone"], [b["fax"]]), ("email", b["email"], []), ("url", b["url"], []),
                  ("address", address_value(b), [])]


BUILD = {"hotel-card": hotel_card, "invoice": invoice, "boarding-pass": boarding_pass,
         "shipping-notice": shipping_notice, "flyer": flyer, "business-card": business_card}


def css(style, width, height):
    fg, bg, accent, font, size = style["fg"], style["bg"], style["accent"], style["font"], style["size"]
    return f"""<style>
html, body {{ margin: 0; width: {width}px; height: {height}px; overflow: hidden; background: {bg}; }}
body {{ color: {fg}; font-family: '{font}'; font-size: {size}px; line-height: 1.45; padding: 28px 34px;
        box-sizing: border-box; }}
h1 {{ color: {accent}; font-size: 1.9em; margin: 0 0 6px; }} h1.poster {{ font-size: 2.5em; }}
h2 {{ font-size: 1.25em; margin: 10px 0; }} h3 {{ color: {accent}; font-size: 1.05em; margin: 16px 0 4px; }}
.sub {{ opacity: .8; margin: 0 0 14px; }} .l {{ opacity: .75; }} .big {{ font-size: 1.3em; font-weight: bold; }}
.a {{ margin: 10px 0; }} .cols {{ display: flex; gap: 56px; margin: 10px 0; }}
.cols .a {{ margin: 0; }} .box {{ border: 2px solid {accent}; padding: 10px 14px; margin: 14px 0; }}
.head {{ display: flex; justify-content: space-between; gap: 30px; }} .meta {{ text-align: right; }}
table {{ width: 100%; border-collapse: collapse; margin: 26px 0; }}
td, th {{ border-bottom: 1px solid {accent}; padding: 8px 4px; text-align: left; }} .r {{ text-align: right; }}
.bp {{ display: flex; gap: 24px; }} .bpmain {{ flex: 3; }}
.stub {{ flex: 1; border-left: 3px dashed {accent}; padding-left: 20px; }}
.card {{ border-left: 8px solid {accent}; padding-left: 22px; }}
</style>"""


def document(kind, country, business, style, words, two_columns):
    width, height = SIZES[kind]
    body, targets = BUILD[kind](business, words, two_columns)
    lang = {"eng": "en", "deu": "de", "fra": "fr", "jpn": "ja"}[words["lang"]]
    page = (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">{css(style, width, height)}</head>'
            f"<body>{body}</body></html>")
    return page, width, height, targets
