/** The README.txt inside "Download my data": what each file of the zip holds, in plain words. */
export const EXPORT_README = `Your Folio data
===============

This archive holds everything you made or received on Folio, as it was when you downloaded it.
The .json files are plain text: any text editor opens them, and most programs that read JSON.

account.json            Your profile: name, email address, account type and settings.
folios.json             Your folios, each with its settings ("root") and its content ("nodes").
assets.json             Your assets: their titles, tags and which uploaded file each one shows.
websites.json           Your websites and their settings.
libraries.json          Your libraries and what is in them.
submissions.json        What people sent through the forms of your folios. Each submission has "answers",
                        keyed by the field's label as your form shows it, and "data", the same answers keyed
                        by the field's id (the ids folios.json uses).
comments.json           The comments you wrote.
purchases.json          What you bought. Amounts are in the currency's smallest unit (cents for euros).
sales.json              What you sold, with the fees. Amounts are in the currency's smallest unit.
account-licences.json   The account types you have had, and when.
files/                  The files you uploaded, each named by its id, then its title, with its extension.
`;
