/**
 * The built-in templates (issue 32): what each says and shows. build.ts turns them into
 * packages/server/templates/<slug>/template.json and its pictures. Sample text is meant to be read and replaced:
 * it shows what a page of that kind usually says, in the order visitors look for it.
 */
import type { Intent, BuiltinTemplateKind } from '@folio/model';
import {
  accordion,
  chart,
  choice,
  gallery,
  image,
  linkButton,
  narrow,
  numberField,
  section,
  submit,
  text,
  textField,
  type ChartSpec,
  type Section,
} from './builder.ts';
import * as pictures from './images.ts';
import type { Picture } from './images.ts';

export interface TemplateSpec {
  slug: string;
  title: string;
  description: string;
  intents: Intent[];
  kind: BuiltinTemplateKind;
  /** the picture shown on the gallery's card (one of `pictures`) */
  preview: string;
  pictures: Picture[];
  charts?: ChartSpec[];
  folios: Array<{ key: string; name: string; summary: string; tags: string[]; pages: Array<{ name: string; sections: Section[] }> }>;
  website?: { name: string; description: string; pages: Array<{ folio: string; slug: string }>; defaultPage: string };
}

const pic = (key: string, title: string, width: number, height: number, svg: string): Picture => ({ key, title, width, height, svg });

export const TEMPLATES: TemplateSpec[] = [
  {
    slug: 'portfolio',
    title: 'Portfolio',
    description: 'Show your best work in a grid, say who you are and how to commission you.',
    intents: ['portfolio', 'personal'],
    kind: 'folio',
    preview: 'work-1',
    pictures: [
      pic('work-1', 'Tidepools, a print in teal and sand', 800, 800, pictures.artwork(0)),
      pic('work-2', 'Night Ferry, a print in deep blues', 800, 800, pictures.artwork(1)),
      pic('work-3', 'Harvest, a print in browns and cream', 800, 800, pictures.artwork(2)),
      pic('work-4', 'Market Day, a print in coral and sage', 800, 800, pictures.artwork(3)),
    ],
    folios: [
      {
        key: 'main',
        name: 'Mira Okafor — Illustration and print',
        summary: 'Portfolio of Mira Okafor, an illustrator making screen prints, book covers and posters.',
        tags: ['portfolio'],
        pages: [
          {
            name: 'Work',
            sections: [
              section([
                text(
                  '<h1>Mira Okafor</h1><p><strong>Illustration and screen printing from a small studio in Halifax.</strong> I make book covers, posters and limited prints with bold shapes and few colours, for publishers, festivals and people who love paper.</p>',
                ),
              ]),
              section([
                text('<h2>Selected work</h2><p>Four prints from this year, each in an edition of fifty on cotton paper.</p>'),
                gallery('grid', [
                  { key: 'work-1', alt: 'Overlapping teal and sand circles, like pools left by the tide', caption: 'Tidepools, 2026' },
                  { key: 'work-2', alt: 'Deep blue squares and circles, like a ferry crossing at night', caption: 'Night Ferry, 2026' },
                  { key: 'work-3', alt: 'Brown and cream shapes stacked like sheaves at harvest', caption: 'Harvest, 2026' },
                  { key: 'work-4', alt: 'Coral and sage shapes crowded like stalls on market day', caption: 'Market Day, 2026' },
                ]),
              ]),
              section(
                [
                  text(
                    '<h2>About</h2><p>I studied printmaking at NSCAD and have run my studio since 2019. Clients include Gaspereau Press, the Halifax Jazz Festival and the Nova Scotia Library Association.</p><p>Each piece starts as a pencil sketch, becomes cut paper and ends on the press, one colour at a time.</p>',
                  ),
                ],
                [
                  text(
                    '<h2>Commissions</h2><ul><li>Book covers: four to six weeks</li><li>Posters and event prints: three weeks</li><li>Personal prints: by arrangement</li></ul><p>Write to <a href="mailto:studio@example.com">studio@example.com</a> with your idea, your date and your budget.</p>',
                  ),
                ],
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'landing-page',
    title: 'Landing page with sign-up',
    description: 'Explain a product in three points and collect early sign-ups with a short form.',
    intents: ['business', 'form'],
    kind: 'folio',
    preview: 'ledger',
    pictures: [pic('ledger', 'A ledger beside a rising bar chart under a shop awning', 1200, 675, pictures.ledger())],
    folios: [
      {
        key: 'main',
        name: 'Tally — Bookkeeping for small shops',
        summary: 'Tally keeps the books of small shops: sales in, receipts photographed, taxes ready each quarter.',
        tags: ['landing page'],
        pages: [
          {
            name: 'Home',
            sections: [
              section(
                [
                  text(
                    '<h1>Bookkeeping that closes itself</h1><p>Tally reads your till, your bank and your receipts, and keeps the books of your shop while you serve customers. At the end of each quarter your tax return is ready to check.</p>',
                  ),
                ],
                [image('ledger', 'A ledger with every line ticked beside a bar chart that rises month after month')],
              ),
              section(
                [text('<h2>Sales counted for you</h2><p>Connect your till once. Every sale lands in the right account by the next morning.</p>')],
                [text('<h2>Receipts in a photo</h2><p>Snap a receipt with your phone; Tally reads the amount, the tax and the supplier.</p>')],
                [text('<h2>Taxes on time</h2><p>Quarterly returns prepared and checked by a chartered accountant before you file.</p>')],
              ),
              section([
                text('<h2>Join the first hundred shops</h2><p>We open to the first shops in March. Leave your address and we will write when your place is ready; no spam, one letter at most a month.</p>'),
                textField('name', 'Your name', 'text', { required: true }),
                textField('email', 'Email address', 'email', { required: true }),
                choice('shop', 'What kind of shop do you run?', ['Food and drink', 'Clothing', 'Books and gifts', 'Something else'], { display: 'dropdown' }),
                submit('Join the waiting list', ['name', 'email', 'shop'], 'Thank you! We will write to you as soon as Tally opens for your shop.'),
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'event-rsvp',
    title: 'Event with RSVP',
    description: 'Say when and where, answer the usual questions and take replies with a guest count.',
    intents: ['event', 'form'],
    kind: 'folio',
    preview: 'supper',
    pictures: [pic('supper', 'A long table by the river under string lights at dusk', 1200, 675, pictures.riversideSupper())],
    folios: [
      {
        key: 'main',
        name: 'Riverside Community Supper',
        summary: 'A shared supper by the river on Saturday, June 20, from 6 pm: bring a dish, we bring the tables and the music.',
        tags: ['event'],
        pages: [
          {
            name: 'Invitation',
            sections: [
              section([
                text(
                  '<h1>Riverside Community Supper</h1><p><strong>Saturday, June 20, from 6 pm to 10 pm</strong> · Mill Park, by the footbridge</p><p>One long table, food from every kitchen on the street and a fiddle band as the sun goes down. Bring a dish to share if you can; come anyway if you cannot.</p>',
                ),
                image('supper', 'A long table set by the river under string lights as the sun sets'),
              ]),
              section([
                text('<h2>Good to know</h2>'),
                accordion([
                  { title: 'What should I bring?', html: '<p>A dish for six people and a label saying what is in it. Plates, cutlery and water are provided.</p>', open: true },
                  { title: 'What if it rains?', html: '<p>We move into the Mill Street church hall, two minutes away. We will write to everyone by noon on the day.</p>' },
                  { title: 'Is it accessible?', html: '<p>The path from the car park is paved and level, and there are accessible toilets in the park pavilion.</p>' },
                ]),
              ]),
              section([
                text('<h2>Will you come?</h2><p>Please reply by June 13 so we set enough places.</p>'),
                textField('name', 'Your name', 'text', { required: true }),
                textField('email', 'Email address', 'email', { required: true, instructions: 'We only use it to tell you about changes to the evening.' }),
                choice('attending', 'Are you coming?', ['Yes, I will be there', 'Sorry, I cannot come'], { required: true }),
                numberField('guests', 'How many people, counting you?', 1, 10, { value: 1 }),
                textField('dish', 'What will you bring? (optional)', 'text'),
                submit('Send my reply', ['name', 'email', 'attending', 'guests', 'dish'], 'Thank you for replying! See you by the river.'),
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'survey-with-charts',
    title: 'Survey with charts',
    description: 'Ask a few questions and show the answers as charts that update as replies come in.',
    intents: ['form', 'business', 'education'],
    kind: 'folio',
    preview: 'library',
    pictures: [pic('library', 'Bookshelves and a reading table by a sunny window', 1200, 675, pictures.library())],
    charts: [
      { key: 'visits', root: { chartType: 'bar', title: 'How often people visit', description: 'The number of replies for each answer to how often people visit the library.', colors: ['#1d3557'], showLegend: false, showValues: true } },
      { key: 'hours', root: { chartType: 'pie', title: 'When people would like us open', description: 'The share of replies for each preferred time of opening.', colors: ['#1d3557', '#9d0208', '#2a6f4e', '#6a4c93'], showLegend: true, showValues: true } },
    ],
    folios: [
      {
        key: 'main',
        name: 'Library opening hours survey',
        summary: 'Tell the Elm Street Library when you would like it open; the results so far are shown below the questions.',
        tags: ['survey'],
        pages: [
          {
            name: 'Survey',
            sections: [
              section(
                [
                  text(
                    '<h1>When should the library be open?</h1><p>The Elm Street Library can stay open twelve more hours a week from September. Tell us when they would help you most; it takes a minute, and the results so far are just below.</p>',
                  ),
                ],
                [image('library', 'Shelves of colourful books beside a reading table and a sunny window')],
              ),
              section([
                text('<h2>Four questions</h2>'),
                choice('visits', 'How often do you visit the library?', ['Every week', 'Every month', 'A few times a year', 'Not yet'], { required: true }),
                choice('hours', 'When would extra hours help you most?', ['Early mornings', 'Weekday evenings', 'Sunday afternoons', 'Lunchtimes'], { required: true }),
                numberField('rating', 'How well do the current hours suit you, from 1 (poorly) to 5 (very well)?', 1, 5, { slider: true, value: 3 }),
                textField('comments', 'Anything else we should know? (optional)', 'text', { multiline: true }),
                submit('Send my answers', ['visits', 'hours', 'rating', 'comments'], 'Thank you! Your answers now count in the charts below.'),
              ]),
              section([text('<h2>Results so far</h2><p>The charts count every reply received; they change as new answers come in.</p>')]),
              section([chart('visits', 'visits')], [chart('hours', 'hours')]),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'product-licence',
    title: 'Product page with a licence',
    description: 'Present something you sell, what its licence allows and how to buy it.',
    intents: ['shop', 'business'],
    kind: 'folio',
    preview: 'fonts',
    pictures: [pic('fonts', 'A box of type specimens with pencils on a desk', 1200, 675, pictures.fontPack())],
    folios: [
      {
        key: 'main',
        name: 'Harbour Sans — a typeface for signs and menus',
        summary: 'Harbour Sans: four weights of a sturdy sans serif for signs, menus and labels, with a licence for one business.',
        tags: ['product', 'font'],
        pages: [
          {
            name: 'Product',
            sections: [
              section(
                [image('fonts', 'The letters A and B in red and navy on a specimen card, with pencils on a desk')],
                [
                  text(
                    '<h1>Harbour Sans</h1><p>A sturdy sans serif drawn for signs, menus and labels that must be read from across a room. Four weights, from Light to Black, with figures that line up in price lists.</p><p><strong>CA$45</strong> for one business, all four weights.</p>',
                  ),
                  linkButton('Buy a licence', 'mailto:sales@example.com?subject=Harbour%20Sans%20licence', 'arrow-forward'),
                ],
              ),
              section(
                [
                  text(
                    '<h2>What the licence allows</h2><ul><li>Install the fonts on up to five computers of one business</li><li>Use them in print, signs, packaging and on your own website</li><li>Make logos with them that you own outright</li></ul>',
                  ),
                ],
                [
                  text(
                    '<h2>What it does not allow</h2><ul><li>Passing the font files to another business</li><li>Selling the fonts, alone or in another product</li><li>Embedding them in an app sold to others</li></ul><p>Need more? Write to <a href="mailto:sales@example.com">sales@example.com</a> for a wider licence.</p>',
                  ),
                ],
              ),
              section([
                text('<h2>Questions</h2>'),
                accordion([
                  { title: 'Which files do I get?', html: '<p>OTF for computers and WOFF2 for websites, in every weight, with a PDF specimen.</p>', open: true },
                  { title: 'Which languages does it cover?', html: '<p>Every language written in the Latin alphabet in Western, Central and Eastern Europe, and Vietnamese.</p>' },
                  { title: 'Can I try it first?', html: '<p>Yes: ask for the trial files, which you may use in drafts for thirty days.</p>' },
                ]),
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'resume',
    title: 'Résumé',
    description: 'A one-page résumé: a summary, experience, skills, education and how to reach you.',
    intents: ['personal', 'portfolio'],
    kind: 'folio',
    preview: 'portrait',
    pictures: [pic('portrait', 'A drawn portrait of a smiling person in a blue shirt', 800, 800, pictures.portrait(0))],
    folios: [
      {
        key: 'main',
        name: 'Sam Rivera — Product designer',
        summary: 'Résumé of Sam Rivera, a product designer with eight years of experience in public services and health software.',
        tags: ['résumé'],
        pages: [
          {
            name: 'Résumé',
            sections: [
              section(
                narrow('272px', image('portrait', 'Drawn portrait of Sam Rivera smiling, in a blue shirt', { width: '240px' })),
                [
                  text(
                    '<h1>Sam Rivera</h1><p><strong>Product designer</strong> · Montréal · <a href="mailto:sam.rivera@example.com">sam.rivera@example.com</a></p><p>I design forms and services that people finish on the first try. Eight years in public services and health software, working closely with researchers and engineers.</p>',
                  ),
                ],
              ),
              section([
                text(
                  '<h2>Experience</h2><h3>Lead product designer, Clinic Connect · 2022 – now</h3><ul><li>Redesigned patient sign-up: completion rose from 61% to 88%</li><li>Built the design system used by four product teams</li></ul><h3>Product designer, City of Montréal digital services · 2018 – 2022</h3><ul><li>Designed the online parking permit, now used by 140,000 residents a year</li><li>Ran forty usability sessions with residents aged 19 to 84</li></ul>',
                ),
              ]),
              section(
                [text('<h2>Skills</h2><ul><li>Service and form design</li><li>Usability research</li><li>Accessibility (WCAG 2.2)</li><li>Prototyping in code</li></ul>')],
                [text('<h2>Education</h2><p><strong>BDes, Interaction design</strong><br>Concordia University, 2017</p><h2>Languages</h2><p>English, French, Spanish</p>')],
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'newsletter',
    title: 'Newsletter sign-up',
    description: 'Tell readers what your letter is about, show recent issues and take sign-ups.',
    intents: ['personal', 'business', 'form'],
    kind: 'folio',
    preview: 'allotment',
    pictures: [
      pic('allotment', 'Rows of raised vegetable beds under a morning sky', 1200, 675, pictures.allotment()),
      pic('letter', 'A laptop showing a letter, with a green leaf beside it', 1200, 675, pictures.letterDesk()),
    ],
    folios: [
      {
        key: 'main',
        name: 'The Allotment Letter',
        summary: 'A monthly letter for people who grow food in small spaces: what to sow, what to harvest, and one recipe.',
        tags: ['newsletter'],
        pages: [
          {
            name: 'Sign up',
            sections: [
              section([
                text(
                  '<h1>The Allotment Letter</h1><p>Once a month, on the first Sunday: what to sow and what to harvest this month, one problem solved and one recipe from the plot. Written by Ana Lund, who has grown vegetables on a city allotment for twenty years.</p>',
                ),
                image('allotment', 'Raised vegetable beds in rows, with tomatoes ripening, under a morning sky'),
              ]),
              section(
                [
                  text(
                    '<h2>Recent letters</h2><ul><li><strong>May:</strong> beans in, slugs out, and a spinach pie</li><li><strong>April:</strong> hardening off seedlings without losing them</li><li><strong>March:</strong> planning beds so nothing is harvested all at once</li></ul>',
                  ),
                ],
                [image('letter', 'A laptop open on a letter, with a fresh green leaf beside it')],
              ),
              section([
                text('<h2>Get the next letter</h2><p>Free, once a month, and you can leave with one click from any letter.</p>'),
                textField('email', 'Email address', 'email', { required: true }),
                textField('first-name', 'First name (optional)', 'text'),
                choice('interests', 'What do you grow?', ['Vegetables', 'Fruit', 'Herbs', 'Flowers'], { multiple: true }),
                submit('Subscribe', ['email', 'first-name', 'interests'], 'Thank you! Your first letter arrives on the first Sunday of the month.'),
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'course',
    title: 'Course page',
    description: 'Describe a course week by week, introduce the teacher and take enrolments.',
    intents: ['education', 'business'],
    kind: 'folio',
    preview: 'watercolour',
    pictures: [
      pic('watercolour', 'A watercolour palette and brush beside washes of colour on paper', 1200, 675, pictures.watercolour()),
      pic('teacher', 'A drawn portrait of a smiling person with dark curly hair', 800, 800, pictures.portrait(1)),
    ],
    folios: [
      {
        key: 'main',
        name: 'Watercolour Basics — a four-week course',
        summary: 'Learn watercolour in four Thursday evenings: washes, colour mixing, landscapes and a finished painting to take home.',
        tags: ['course'],
        pages: [
          {
            name: 'Course',
            sections: [
              section(
                [
                  text(
                    '<h1>Watercolour Basics</h1><p><strong>Four Thursdays, October 1 to 22, 7 pm to 9 pm</strong> · Northside Arts Centre, room 2 · CA$120, materials included</p><p>For complete beginners. In four evenings you learn to lay a wash, mix the colour you see and paint a landscape you are happy to hang.</p>',
                  ),
                ],
                [image('watercolour', 'A palette of six colours and a brush beside soft washes of blue, orange and green on paper')],
              ),
              section([
                text('<h2>Week by week</h2>'),
                accordion([
                  { title: 'Week 1: Water, paper and washes', html: '<p>How much water, which paper, and the flat and graded washes every painting starts from.</p>', open: true },
                  { title: 'Week 2: Mixing colour', html: '<p>Three primaries and a colour wheel of your own; greens for every season.</p>' },
                  { title: 'Week 3: Skies and landscapes', html: '<p>Wet-in-wet skies, hills in layers and leaving the white of the paper.</p>' },
                  { title: 'Week 4: Your own painting', html: '<p>A painting from your own photograph, from sketch to signature, with help at every step.</p>' },
                ]),
              ]),
              section(
                narrow('272px', image('teacher', 'Drawn portrait of Leila Haddad, smiling, with dark curly hair', { width: '240px' })),
                [
                  text(
                    '<h2>Your teacher</h2><p><strong>Leila Haddad</strong> paints the coast in watercolour and has taught adults for twelve years. Her classes are small, twelve people at most, so everyone gets help at the table.</p>',
                  ),
                ],
              ),
              section([
                text('<h2>Enrol</h2><p>Places are confirmed by email within two days, with how to pay.</p>'),
                textField('name', 'Full name', 'text', { required: true }),
                textField('email', 'Email address', 'email', { required: true }),
                choice('experience', 'Have you painted before?', ['Never', 'A little', 'Yes, in another medium'], { required: true }),
                submit('Ask for a place', ['name', 'email', 'experience'], 'Thank you! We will confirm your place by email within two days.'),
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'link-in-bio',
    title: 'Link in bio',
    description: 'One short page with your photo, a line about you and big buttons to everything you share.',
    intents: ['personal', 'business'],
    kind: 'folio',
    preview: 'trail',
    pictures: [
      pic('trail', 'Mountains under a peach sky with a path winding up', 1200, 400, pictures.trail()),
      pic('avatar', 'A drawn portrait of a smiling person with dark curly hair', 800, 800, pictures.portrait(1)),
    ],
    folios: [
      {
        key: 'main',
        name: 'Jo Tremblay — Trail runner and guide',
        summary: 'Jo Tremblay, trail runner and mountain guide: guided runs, the podcast, the shop and where to follow along.',
        tags: ['links'],
        pages: [
          {
            name: 'Links',
            sections: [
              section([
                image('trail', 'Mountains under a peach sky with a trail winding up'),
                image('avatar', 'Drawn portrait of Jo Tremblay smiling', { width: '160px' }),
                text('<h1>Jo Tremblay</h1><p>Trail runner and mountain guide in the Laurentians. Weekly runs for every pace, and stories from the trail.</p>'),
                linkButton('Book a guided run', 'https://example.com/runs', 'arrow-forward'),
                linkButton('Listen to the Switchbacks podcast', 'https://example.com/podcast', 'arrow-forward'),
                linkButton('Shop trail maps and gear', 'https://example.com/shop', 'arrow-forward'),
                linkButton('Read the race reports', 'https://example.com/blog', 'arrow-forward'),
                text('<p>Questions about a run? Write to <a href="mailto:jo@example.com">jo@example.com</a>.</p>'),
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'small-business-website',
    title: 'Website of three pages',
    description: 'A small business website: a home page, an about page and a contact page with a form.',
    intents: ['business', 'shop', 'personal'],
    kind: 'website',
    preview: 'storefront',
    pictures: [
      pic('storefront', 'A bakery shop front with a striped awning and loaves in the window', 1200, 675, pictures.bakeryFront()),
      pic('bread', 'Loaves and rolls on a wooden board', 1200, 675, pictures.breadBoard()),
      pic('map', 'A street map by the harbour with a red pin', 1200, 675, pictures.harbourMap()),
    ],
    folios: [
      {
        key: 'home',
        name: 'Home',
        summary: 'Harbour Bakery: sourdough, rolls and pastries baked every morning on Water Street since 2012.',
        tags: ['website'],
        pages: [
          {
            name: 'Home',
            sections: [
              section(
                [
                  text(
                    '<h1>Bread baked at dawn, by the harbour</h1><p>Harbour Bakery has baked sourdough, rolls and pastries on Water Street since 2012. Everything is made on the spot, from flour milled an hour away.</p><p><strong>Open Tuesday to Sunday, 7 am to 3 pm.</strong></p>',
                  ),
                ],
                [image('storefront', 'The bakery shop front with a striped awning and loaves in the window')],
              ),
              section(
                [text('<h2>Every day</h2><p>Country sourdough, seeded rye, baguettes and milk rolls, out of the oven by 7.</p>')],
                [text('<h2>At the weekend</h2><p>Cardamom buns, apple galettes and the Saturday fruit loaf, while they last.</p>')],
                [text('<h2>To order</h2><p>Cakes and large orders with two days’ notice, through the contact page.</p>')],
              ),
            ],
          },
        ],
      },
      {
        key: 'about',
        name: 'About us',
        summary: 'How Harbour Bakery began, who bakes, and the flour and farms behind the bread.',
        tags: ['website'],
        pages: [
          {
            name: 'About',
            sections: [
              section([
                text(
                  '<h1>About us</h1><p>Marta and Luis Ferreira opened Harbour Bakery in a former net loft in 2012, with one oven and three kinds of bread. Today six bakers share the early shift, and the oven is the same.</p>',
                ),
                image('bread', 'A round sourdough loaf, a scored boule and a plaited loaf on a wooden board'),
              ]),
              section(
                [text('<h2>Our flour</h2><p>Our wheat and rye come from two family farms in the Annapolis Valley and are stone-milled at Speerville, an hour away.</p>')],
                [text('<h2>Slow dough</h2><p>Every sourdough rests for thirty-six hours before baking. It keeps for days and tastes of the grain.</p>')],
              ),
            ],
          },
        ],
      },
      {
        key: 'contact',
        name: 'Contact',
        summary: 'Find Harbour Bakery at 14 Water Street, or send us a message to order a cake or ask a question.',
        tags: ['website'],
        pages: [
          {
            name: 'Contact',
            sections: [
              section(
                [
                  text(
                    '<h1>Contact us</h1><p><strong>Harbour Bakery</strong><br>14 Water Street, Lunenburg<br>Tuesday to Sunday, 7 am to 3 pm</p><p>Call 902-555-0142 or write below; we answer within a day.</p>',
                  ),
                  image('map', 'Map of the harbour streets with a pin on Water Street'),
                ],
                [
                  text('<h2>Send a message</h2>'),
                  textField('name', 'Your name', 'text', { required: true }),
                  textField('email', 'Email address', 'email', { required: true }),
                  choice('topic', 'What is it about?', ['Ordering a cake', 'A large order', 'Something else'], { display: 'dropdown' }),
                  textField('message', 'Your message', 'text', { required: true, multiline: true }),
                  submit('Send', ['name', 'email', 'topic', 'message'], 'Thank you! We will answer within a day.'),
                ],
              ),
            ],
          },
        ],
      },
    ],
    website: {
      name: 'Harbour Bakery',
      description: 'Sourdough, rolls and pastries baked every morning on Water Street, Lunenburg.',
      pages: [
        { folio: 'home', slug: 'home' },
        { folio: 'about', slug: 'about' },
        { folio: 'contact', slug: 'contact' },
      ],
      defaultPage: 'home',
    },
  },
];
